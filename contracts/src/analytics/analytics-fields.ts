import { z } from 'zod';
import { optionalText } from './optional-text.ts';

// Fields shared by the ingestion requests. Bounds keep one event well under the 8 KiB body limit.

export const UserIdField = optionalText(z.string().max(128)).describe(
  'The signed-in or anonymous (guest) user id; null when the app has none yet',
);

export const DeviceIdField = optionalText(z.string().max(128)).describe(
  'The id the app sends as `device` to getAbTestGroupByDeviceId: joins events to A/B groups',
);

export const EmailField = optionalText(z.email().max(254)).describe("The user's e-mail, when known");

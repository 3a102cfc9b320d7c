import { AbGroupOverride, abGroupLabels } from '@wine/contracts/ab-group';
import { useId, useState } from 'react';
import { EXPERIMENTS, type ExperimentName } from '../../../config/experiments.ts';
import { deviceId } from '../../../lib/device-id.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { overrideFor } from '../ab-overrides.ts';
import { useAbGroup } from '../use-ab-group.ts';
import { saveAbOverride, useAbOverrides } from '../use-ab-overrides.ts';
import styles from './ab-override-panel.module.css';

/**
 * Spec section 2: the developer-only A/B override panel. Each experiment can be forced to TEST
 * or CONTROL in this browser, or left to the server (DEFAULT). The device id is shown too: it is
 * what the server splits on, and what `AB_EXPERIMENTS.forcedDevices` names.
 */
export function AbOverridePanel() {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const { user } = useSession();

  return (
    <aside className={styles.panel} aria-label="A/B overrides">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((was) => !was)}
      >
        A/B
      </button>
      {open && (
        <div id={bodyId} className={styles.body}>
          <p className={styles.note}>Development only. A forced group applies in this browser.</p>
          <dl className={styles.ids}>
            <dt>User id</dt>
            <dd>{user?.id ?? 'no session yet'}</dd>
            <dt>Device id</dt>
            <dd>{deviceId()}</dd>
          </dl>
          {EXPERIMENTS.map((experiment) => (
            <ExperimentChoice key={experiment.name} {...experiment} />
          ))}
        </div>
      )}
    </aside>
  );
}

function ExperimentChoice({ name, description }: { name: ExperimentName; description: string }) {
  const choice = overrideFor(useAbOverrides(), name);
  const { group, pending } = useAbGroup(name);

  return (
    <fieldset className={styles.experiment}>
      <legend className={styles.name}>{name}</legend>
      <p className={styles.note}>
        {description}. Shown: {pending ? 'asking the server…' : abGroupLabels[group]}
      </p>
      <div className={styles.choices}>
        {AbGroupOverride.options.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name={`ab-override-${name}`}
              value={option}
              checked={choice === option}
              onChange={() => saveAbOverride(name, option)}
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

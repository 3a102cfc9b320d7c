import { guestLimitOf } from '@wine/contracts/catalog/guest-limit';
import type { WineDto, WineImage, WineListItem } from '@wine/contracts/catalog/wine';
import { discountPercent } from '@wine/contracts/money';
import { stockUrgencyFor } from '@wine/contracts/stock-urgency';
import type { Viewer } from '@wine/platform/http/viewer';
import type { WineRecord } from '../projections/shop/wine-record.ts';

/** Generated on request by the label route; see src/labels. */
export const labelUrl = (slug: string) => `/media/labels/${slug}.svg`;

function prices(record: WineRecord, viewer: Viewer) {
  return {
    publicPrice: record.publicPricePence,
    memberPrice: viewer.isMember ? record.memberPricePence : null,
    memberSavingPercent: discountPercent(record.publicPricePence, record.memberPricePence),
  };
}

function labelImage(record: WineRecord): WineImage {
  const { name, producer } = record.masterWine;
  const vintage = record.product.vintage ?? 'NV';
  return {
    id: `${record.productId}-label`,
    url: labelUrl(record.slug),
    alt: `Label of ${name} ${vintage} by ${producer}`,
    isPrimary: true,
  };
}

export function toWineDto(record: WineRecord, viewer: Viewer): WineDto {
  const { masterWine: m, product: p } = record;
  return {
    id: record.productId,
    slug: record.slug,
    name: m.name,
    producer: m.producer,
    varietal: m.varietal,
    vintage: p.vintage,
    region: m.region,
    country: m.country,
    description: m.description,
    ...prices(record, viewer),
    isNewMemberOffer: p.isNewMemberOffer,
    inStock: record.stockLevel > 0,
    stockLevel: record.stockLevel,
    stockUrgency: stockUrgencyFor(record.stockLevel),
    alcoholContent: p.alcoholContent,
    servingTemperature: m.servingTemperature,
    foodPairings: m.foodPairings,
    images: [labelImage(record)],
    rating: m.rating,
    reviewCount: m.reviewCount,
    tastingNotes: m.tastingNotes,
    badges: p.badges,
    bottleSize: p.bottleSize,
    collectionType: p.collectionType,
    category: p.category,
    masterWineId: record.masterWineId,
    wineType: m.wineType,
    // A wine listed before every wine had a limit shows the one that applies to it.
    maxQuantityForGuest: guestLimitOf(p.maxQuantityForGuest),
    createdAt: record.listedAt,
    updatedAt: record.updatedAt,
  };
}

export function toWineListItem(record: WineRecord, viewer: Viewer): WineListItem {
  const { masterWine: m, product: p } = record;
  return {
    id: record.productId,
    slug: record.slug,
    name: m.name,
    producer: m.producer,
    ...prices(record, viewer),
    thumbnail: labelUrl(record.slug),
    rating: m.rating,
    reviewCount: m.reviewCount,
    inStock: record.stockLevel > 0,
    stockUrgency: stockUrgencyFor(record.stockLevel),
    vintage: p.vintage,
    varietal: m.varietal,
    region: m.region,
    country: m.country,
    wineType: m.wineType,
    category: p.category,
    badges: p.badges,
    bottleSize: p.bottleSize,
  };
}

import { metalDescription } from '../../shared/jewellery';
import { londonDay } from '../../shared/londonTime';
import { parseStoreTime, type ShopInfo } from '../../shared/shop';
import { isOrderable } from '../../shared/variants';
import type { ProductDto } from '../modules/catalog';
import type { ReviewDto } from '../modules/reviews';

/** Schema.org objects for search engines (https://schema.org), built from what the pages show. */

const context = 'https://schema.org';

/**
 * Ratings only from real published reviews (never the placeholder the cards may show): search
 * engines and UK law (DMCC Act 2024) both treat a made-up rating as a fake review.
 */
function reviewData(product: ProductDto, reviews: ReviewDto[]) {
  if (product.reviewCount < 1) return {};
  const rating = (value: number) => ({
    '@type': 'Rating',
    ratingValue: value,
    bestRating: 5,
    worstRating: 1,
  });
  return {
    aggregateRating: {
      ...rating(product.averageRating),
      '@type': 'AggregateRating',
      reviewCount: product.reviewCount,
    },
    review: reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.body,
      datePublished: londonDay(review.createdAt),
      author: { '@type': 'Person', name: review.author },
      reviewRating: rating(review.rating),
    })),
  };
}

export function productStructuredData(
  product: ProductDto,
  pageUrl: string,
  imageUrls: string[],
  reviews: ReviewDto[],
) {
  return {
    '@context': context,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: imageUrls,
    sku: product._id,
    productID: product._id,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.material ? { material: metalDescription(product.material, product.fineness) } : {}),
    // UN/CEFACT's code for grams, as schema.org's QuantitativeValue names units.
    ...(product.weightGrams !== null
      ? { weight: { '@type': 'QuantitativeValue', value: product.weightGrams, unitCode: 'GRM' } }
      : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'GBP',
      price: product.price.toFixed(2),
      availability: `https://schema.org/${availability(product)}`,
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...reviewData(product, reviews),
  };
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbStructuredData(crumbs: Crumb[]) {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** A store time as schema.org writes it ('18:00'), or null if unreadable. */
function clockTime(text: string): string | null {
  const minutes = parseStoreTime(text);
  if (minutes === null) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The shop as a local business: its address and weekly opening hours, on every page's home. */
export function storeStructuredData(shop: ShopInfo, siteUrl: string, logoUrl: string) {
  const openingHours = shop.storeHours.flatMap((entry) => {
    const opens = clockTime(entry.openTime);
    const closes = clockTime(entry.closeTime);
    if (entry.isClosed || !opens || !closes) return [];
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${entry.day}`,
        opens,
        closes,
      },
    ];
  });
  const { address } = shop;
  return {
    '@context': context,
    '@type': 'JewelryStore',
    name: shop.shopName,
    description: shop.description,
    url: siteUrl,
    logo: logoUrl,
    image: logoUrl,
    ...(shop.contactNumber ? { telephone: shop.contactNumber } : {}),
    ...(shop.email ? { email: shop.email } : {}),
    currenciesAccepted: 'GBP',
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.zipCode,
      addressCountry: address.country,
    },
    openingHoursSpecification: openingHours,
    sameAs: Object.values(shop.socialMedia).filter(Boolean),
  };
}

/** In stock, or made to order when only a made-to-order option can be ordered. */
function availability(product: Pick<ProductDto, 'countInStock' | 'variants'>) {
  if (product.countInStock > 0) return 'InStock';
  return isOrderable(product) ? 'MadeToOrder' : 'OutOfStock';
}

import { demoProducts, type DemoProduct } from '../../src/server/demo/catalogue';

/** The demo products named by a `--only=word,word` argument (a word in the name), else all. */
export function chosenProducts(args: string[]): DemoProduct[] {
  const words = args
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',')
    .map((word) => word.toLowerCase());
  return demoProducts.filter(
    (product) => !words || words.some((word) => product.name.toLowerCase().includes(word)),
  );
}

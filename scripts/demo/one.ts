import sharp from 'sharp';
import { demoProducts } from '/work/wt-pictures/src/server/demo/catalogue';
import { renderJewelSvg } from '/work/wt-pictures/src/server/demo/jewelArt';
const [name, view = '0'] = process.argv.slice(2);
const p = demoProducts.find((d) => d.name.toLowerCase().includes(name!.toLowerCase()))!;
await sharp(Buffer.from(renderJewelSvg(p.art, p.material, Number(view) as 0)))
  .png()
  .toFile('/tmp/art/one.png');

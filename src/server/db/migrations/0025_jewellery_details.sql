ALTER TABLE "products" ADD COLUMN "fineness" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stone" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "carat_points" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "diamond_colour" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "diamond_clarity" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "certificate_lab" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "certificate_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "assay_office" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_mg" integer;--> statement-breakpoint
CREATE INDEX "products_stone_idx" ON "products" USING btree ("stone");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fineness_metal_check" CHECK ((coalesce(material, '') || ':' || fineness) in ('yellow-gold:9ct', 'white-gold:9ct', 'rose-gold:9ct', 'yellow-gold:14ct', 'white-gold:14ct', 'rose-gold:14ct', 'yellow-gold:18ct', 'white-gold:18ct', 'rose-gold:18ct', 'yellow-gold:22ct', 'silver:silver-925', 'silver:silver-958', 'silver:silver-999', 'platinum:platinum-900', 'platinum:platinum-950', 'platinum:platinum-999'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stone_check" CHECK (stone in ('diamond', 'lab-grown-diamond', 'sapphire', 'ruby', 'emerald', 'pearl', 'aquamarine', 'amethyst', 'topaz', 'morganite', 'opal', 'garnet', 'peridot', 'tanzanite', 'moissanite', 'none'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_diamond_colour_check" CHECK (diamond_colour in ('D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_diamond_clarity_check" CHECK (diamond_clarity in ('FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'I1', 'I2', 'I3'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_certificate_lab_check" CHECK (certificate_lab in ('gia', 'igi', 'hrd', 'ags', 'anchorcert'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_assay_office_check" CHECK (assay_office in ('london', 'birmingham', 'sheffield', 'edinburgh'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_carat_points_check" CHECK (carat_points > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_mg_check" CHECK (weight_mg > 0);
import type { Listing } from '#core/api/listings';
import { plainLine, plainText } from '#core/text/plain-text';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { Input } from '../../components/ui/input.tsx';

/** Read-only product facts; the screen calls the bullets bulletPoints, one per line. */
export function ProductInfoCard({ listing }: { listing: Listing }) {
  // Shown as text: Amazon's HTML (<b>, <p>, entities) is read, not displayed.
  const bulletPoints = listing.bullets.map(plainLine).filter(Boolean);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Product Information</CardTitle>
        <CardDescription>The A+ content is built from these facts.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="aplus-product-title">Product Title</Label>
          <Input id="aplus-product-title" value={plainLine(listing.title)} readOnly className="bg-muted/50" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="aplus-asin">ASIN</Label>
          <Input id="aplus-asin" value={listing.asin} readOnly className="bg-muted/50 font-mono" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="aplus-description">Product Description</Label>
          <Textarea
            id="aplus-description"
            value={plainText(listing.description)}
            placeholder="No description available"
            readOnly
            rows={4}
            className="bg-muted/50"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="aplus-features">Key Features</Label>
          <Textarea
            id="aplus-features"
            value={bulletPoints.join('\n')}
            placeholder="No bullet points available"
            readOnly
            rows={5}
            className="bg-muted/50"
          />
        </div>
      </CardContent>
    </Card>
  );
}

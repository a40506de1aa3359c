// A QR code drawn by the server as SVG, shown as an <img> of a data: URL: the page's CSP allows
// data: images and nothing in it runs.
export function QrCode({ svg, alt, className }: { svg: string; alt: string; className?: string }) {
  return (
    <img className={className} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={alt} width={200} height={200} />
  );
}

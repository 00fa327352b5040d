// Team logos are small inline SVG badges (initials on a colour derived from the name): the fake
// backend serves no image files, and a data URL renders anywhere an image URL does.

function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

function initialsOf(name: string): string {
  const words = name.split(/[\s.&-]+/).filter((word) => /^[A-Za-z0-9]/.test(word));
  const letters =
    words.length === 1 ? (words[0] ?? '').slice(0, 3) : words.map((w) => w[0]).join('');
  return letters.slice(0, 3).toUpperCase();
}

export function logoOf(teamName: string): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'>` +
    `<circle cx='20' cy='20' r='19' fill='hsl(${hueOf(teamName)},55%,38%)'/>` +
    `<text x='20' y='24.5' font-family='Arial,sans-serif' font-size='12' font-weight='700' ` +
    `text-anchor='middle' fill='white'>${initialsOf(teamName)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

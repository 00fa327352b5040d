/** SPEC §2 layout: mobile up to 1024 px (tablet above 640 px); desktop above that. */
export const VIEWPORTS = {
  desktop: {
    name: 'Desktop (1280)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
  tablet: { name: 'Tablet (800)', styles: { width: '800px', height: '1024px' }, type: 'tablet' },
  mobile: { name: 'Mobile (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** Story-level `globals` for one of the layouts, e.g. `globals: viewport('mobile')`. */
export const viewport = (name: ViewportName) => ({ viewport: { value: name, isRotated: false } });

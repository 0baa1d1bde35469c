// The design is drawn for a 390x844 phone; the others catch layout at the edges.
export const mobileViewports = {
  mobile390: { name: 'Phone 390x844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  mobile360: {
    name: 'Small phone 360x740',
    styles: { width: '360px', height: '740px' },
    type: 'mobile',
  },
  mobile430: {
    name: 'Large phone 430x932',
    styles: { width: '430px', height: '932px' },
    type: 'mobile',
  },
  // The operator console (stories/admin) is a desktop tool.
  desktop1366: {
    name: 'Desktop 1366x800',
    styles: { width: '1366px', height: '800px' },
    type: 'desktop',
  },
} as const;

export const DEFAULT_VIEWPORT = { width: 390, height: 844 } as const;

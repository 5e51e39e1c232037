/** The Prapa mark: a water drop with a ripple, drawn inline so it never needs a request. */
export const WaterDropLogo = ({ size = 32 }: { size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 48 48"
    role="img"
    aria-hidden="true"
    style={{ flex: 'none', display: 'block' }}
  >
    <defs>
      <linearGradient id="prapa-drop" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#4FB3F0" />
        <stop offset="1" stopColor="#1372BA" />
      </linearGradient>
    </defs>
    <path
      d="M24 3C24 3 9 20.5 9 30.5C9 38.8 15.7 45 24 45C32.3 45 39 38.8 39 30.5C39 20.5 24 3 24 3Z"
      fill="url(#prapa-drop)"
    />
    <path
      d="M15.5 31.5C15.5 36 19 39.5 23.5 39.5"
      stroke="#ffffff"
      strokeWidth="3"
      strokeLinecap="round"
      fill="none"
      opacity="0.85"
    />
    <path
      d="M17 24.5C20 22.8 22.5 26.2 25.5 24.5C28.5 22.8 31 26.2 31 26.2"
      stroke="#ffffff"
      strokeWidth="2.2"
      strokeLinecap="round"
      fill="none"
      opacity="0.6"
    />
  </svg>
);

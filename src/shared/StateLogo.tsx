// The state's logo, or the portal's crest while the state has none: the side drawer's and the state profile's.
import defaultLogo from '../assets/default-logo.svg';
import './StateLogo.css';

export function StateLogo({ src, stateName }: { src: string | null | undefined; stateName: string }) {
  return <img className="StateLogo" src={src || defaultLogo} alt={`${stateName} logo`} width={96} height={96} />;
}

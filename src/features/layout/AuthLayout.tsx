// The frame of the signed-out pages (sign-in, registration, password reset): the form in a centred column, and on
// medium and larger screens a side image (SPEC section 2). The image is decoration; the form carries the page.
import type { ReactNode } from 'react';
import defaultLogo from '../../assets/default-logo.svg';
import { Main } from '../../ui';
import { PoweredBy } from './PoweredBy';
import './AuthLayout.css';

export interface AuthLayoutProps {
  /** The page's heading, e.g. 'Sign in'. */
  title?: string;
  /** A line under the heading. */
  description?: ReactNode;
  children: ReactNode;
}

export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  return (
    <div className="AuthLayout">
      <div className="AuthLayout-side" aria-hidden="true">
        <div className="AuthLayout-sideInner">
          <img src={defaultLogo} alt="" width={120} height={120} />
          <p className="AuthLayout-sideTitle">State Education Portal</p>
          <p className="AuthLayout-sideText">
            Staff, students, schools and report cards for every district in the state, in one place.
          </p>
        </div>
      </div>
      <Main className="AuthLayout-main">
        <div className="AuthLayout-content">
          <div className="AuthLayout-brand">
            <img src={defaultLogo} alt="" width={48} height={48} />
            <span>State Education Portal</span>
          </div>
          {title && <h1 className="AuthLayout-title">{title}</h1>}
          {description && <div className="AuthLayout-description">{description}</div>}
          {children}
        </div>
        <footer className="AuthLayout-footer">
          <PoweredBy />
        </footer>
      </Main>
    </div>
  );
}

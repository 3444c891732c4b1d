import { createContext, useContext, type HTMLAttributes } from 'react';

const InsideMain = createContext(false);

/**
 * The page's main landmark: a <main>, unless it sits inside one already (a page shown within a layout's main
 * area), where a second main landmark would be wrong; there it is a plain <div>. So a page such as the 404 can
 * render on its own or inside a layout and has exactly one main landmark either way.
 */
export function Main({ children, ...props }: HTMLAttributes<HTMLElement>) {
  const inside = useContext(InsideMain);
  if (inside) return <div {...props}>{children}</div>;
  return (
    <InsideMain.Provider value>
      <main {...props}>{children}</main>
    </InsideMain.Provider>
  );
}

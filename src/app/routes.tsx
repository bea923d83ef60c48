import { IonRouterOutlet } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { Route, useLocation } from 'react-router-dom';
import { ROUTES, startRoute } from './route-table';

/** Signed-in routes (architecture.md §screens), from the route table; signed-out visitors see the landing screen on every path. */
export function AppRoutes() {
  const queryClient = useQueryClient();
  // An in-app navigation starts the screen's code and reads together. While rendering, not in an effect: the
  // screen's queries decide whether to read again as they mount, in effects that run before this component's.
  startRoute(queryClient, useLocation());
  return (
    <IonRouterOutlet>
      {ROUTES.map(({ path, element: Screen }) => (
        <Route key={path} path={path} element={<Screen />} />
      ))}
    </IonRouterOutlet>
  );
}

import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createAppRoutes } from './router';
import { makeStore } from './store';

const start = () => {
  const { hostname } = window.location;
  const store = makeStore(hostname);
  document.documentElement.lang = store.getState().preferences.locale;
  return { store, router: createBrowserRouter(createAppRoutes(store, hostname)) };
};

export const App = () => {
  const [{ store, router }] = useState(start);
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
};

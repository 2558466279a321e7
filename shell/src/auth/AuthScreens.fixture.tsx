import { Route, Routes } from 'react-router-dom';
import { sessionUser } from '@farmplate/testing';
import { ForgotPasswordPage, LoginPage, RegisterPage, SessionKeeper } from './index';

/** The auth screens as the shell routes them, plus stand-ins for home and the dashboard. */
export function AuthScreens({ withSessionKeeper = false }: { withSessionKeeper?: boolean }) {
  return (
    <>
      {withSessionKeeper && <SessionKeeper />}
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/dashboard/*" element={<h1>Dashboard</h1>} />
      </Routes>
    </>
  );
}

export const farmerUser = sessionUser();

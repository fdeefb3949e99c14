import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { afterSignIn, SESSION_KEY } from '../../app/session';
import { Field, FormError, Submit } from '../../components/Form';
import { api } from '../../lib/api';

/** Log in, or sign up a new organization (the person becomes its owner). */
export function SignInPage({ mode }: { mode: 'login' | 'signup' }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ email: '', password: '', name: '', org_name: '' });
  const signIn = useMutation({
    mutationFn: () =>
      mode === 'login'
        ? api.auth.login({ email: form.email, password: form.password })
        : api.auth.signup({
            email: form.email,
            password: form.password,
            ...(form.name ? { name: form.name } : {}),
            ...(form.org_name ? { org_name: form.org_name } : {}),
          }),
    onSuccess: (session) => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, session);
      const next = afterSignIn(location.search);
      if (next.reload) window.location.assign(next.path);
      else void navigate(next.path, { replace: true });
    },
  });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  const title = mode === 'login' ? 'Log in to Proctor' : 'Create your organization';
  useEffect(() => {
    document.title = `${mode === 'login' ? 'Log in' : 'Sign up'} · Proctor`;
  }, [mode]);
  return (
    <main className="auth" id="main">
      <form className="card auth-card" onSubmit={submit} aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {mode === 'signup' && (
          <p className="intro">You become the owner of a new organization, with a trial balance to try your agents on.</p>
        )}
        <Field label="Email" type="email" name="email" autoComplete="email" required value={form.email} onChange={set('email')} />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          required
          minLength={mode === 'signup' ? 8 : 1}
          hint={mode === 'signup' ? 'At least 8 characters' : undefined}
          value={form.password}
          onChange={set('password')}
        />
        {mode === 'signup' && (
          <>
            <Field label="Your name (optional)" name="name" autoComplete="name" maxLength={100} value={form.name} onChange={set('name')} />
            <Field label="Organization name (optional)" name="org_name" autoComplete="organization" maxLength={100} value={form.org_name} onChange={set('org_name')} />
          </>
        )}
        <FormError error={signIn.error} />
        <Submit pending={signIn.isPending}>{mode === 'login' ? 'Log in' : 'Sign up'}</Submit>
        <p className="switch">
          {mode === 'login' ? (
            <>
              New here? <Link to={{ pathname: '/signup', search: location.search }}>Create an organization</Link>
            </>
          ) : (
            <>
              Already have an account? <Link to={{ pathname: '/login', search: location.search }}>Log in</Link>
            </>
          )}
        </p>
        <p className="switch">
          Automating instead? The API and its reference are at <a href="/docs">/docs</a>.
        </p>
      </form>
    </main>
  );
}

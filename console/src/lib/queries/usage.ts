import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** The active workspace's wallet; a prefix of every balance query, so invalidating it refreshes them all. */
export const BALANCE_KEY = ['balance'] as const;

export const useBalance = () => useQuery({ queryKey: BALANCE_KEY, queryFn: () => api.balance.retrieve() });

/** Every usage query (each grouping and period) under one prefix. */
export const USAGE_KEY = ['usage'] as const;

import { useMutation } from '@tanstack/react-query';
import type { CreateReport, CreateReportResponse } from '@ownless/shared';
import { api } from '@/lib/api-client';

/** POST /api/reports: files a report (one per person and thing; 409 for a second one). */
export const useCreateReport = () =>
  useMutation({
    mutationFn: (report: CreateReport) => api.post<CreateReportResponse>('/reports', report),
  });

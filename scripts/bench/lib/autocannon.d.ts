/** The part of autocannon's API the throughput bench uses (the package ships no types). */
declare module "autocannon" {
  type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string> };
  type Histogram = { average: number; p50: number; p99: number };
  type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; "1xx": number; "3xx": number; "4xx": number; "5xx": number };
  export default function autocannon(options: Options): Promise<Result>;
}

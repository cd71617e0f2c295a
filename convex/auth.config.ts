export default {
  providers: [
    {
      // CONVEX_SITE_URL is provided by the platform (and by the local backend) to every deployment.
      // eslint-disable-next-line @convex-dev/no-process-env
      domain: process.env.CONVEX_SITE_URL,
      applicationID: "convex",
    },
  ],
};

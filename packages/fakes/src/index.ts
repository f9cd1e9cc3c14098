/** Local fake servers for the outside services (SKY API, Virtuous, Chargebee, HubSpot, S3); each speaks the real HTTP API. Import each from its own path, e.g. @askwise/fakes/sky/fake-sky-server. */
export {};

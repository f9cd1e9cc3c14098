/** Local fake servers for the outside services (SKY API, Virtuous, Chargebee, HubSpot); each speaks the real HTTP API. */
export {};

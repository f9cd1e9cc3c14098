/**
 * The surface of Chargebee.js that Askwise uses, served by the fake at /chargebee.js: Chargebee.init({ site,
 * publishableKey }), getInstance(), createComponent('card').mount(selector) with number, expiry and CVV
 * fields, on('ready' | 'change'), and tokenize() resolving to { token }. It posts the card to the fake
 * (never to Askwise), as the real script posts to Chargebee.
 */
export const CHARGEBEE_JS_STAND_IN = String.raw`(function () {
  var origin = new URL(document.currentScript ? document.currentScript.src : location.href).origin;
  var instance = null;
  function field(name, placeholder) {
    var input = document.createElement('input');
    input.name = name; input.placeholder = placeholder; input.autocomplete = 'off';
    input.setAttribute('aria-label', placeholder);
    input.setAttribute('data-cb-field', name);
    return input;
  }
  function CardComponent(options) { this.options = options || {}; this.handlers = {}; this.inputs = null; }
  CardComponent.prototype.on = function (name, handler) { this.handlers[name] = handler; return this; };
  CardComponent.prototype.emit = function (name, data) { if (this.handlers[name]) this.handlers[name](data); };
  CardComponent.prototype.mount = function (target) {
    var element = typeof target === 'string' ? document.querySelector(target) : target;
    var self = this;
    this.inputs = { number: field('number', 'Card number'), expiry: field('expiry', 'MM / YY'), cvv: field('cvv', 'CVV') };
    Object.keys(this.inputs).forEach(function (key) {
      element.appendChild(self.inputs[key]);
      self.inputs[key].addEventListener('input', function () { self.emit('change', { field: key, complete: self.complete(key), empty: !self.inputs[key].value }); });
    });
    setTimeout(function () { self.emit('ready', {}); }, 0);
    return Promise.resolve(this);
  };
  CardComponent.prototype.complete = function (key) {
    var v = this.inputs[key].value.replace(/\s/g, '');
    if (key === 'number') return v.length >= 12;
    if (key === 'expiry') return /^\d{2}\/?\d{2}$/.test(v);
    return /^\d{3,4}$/.test(v);
  };
  CardComponent.prototype.tokenize = function (extra) {
    var expiry = this.inputs.expiry.value.replace(/\s/g, '').split('/');
    var body = Object.assign({}, extra || {}, {
      publishableKey: instance.publishableKey,
      number: this.inputs.number.value, cvv: this.inputs.cvv.value,
      expiryMonth: Number(expiry[0]), expiryYear: 2000 + Number(expiry[1])
    });
    return fetch(origin + '/js/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) { return response.json().then(function (data) { if (!response.ok) throw new Error(data.message); return { token: data.token }; }); });
  };
  window.Chargebee = {
    init: function (options) { instance = { site: options.site, publishableKey: options.publishableKey, createComponent: function (type, opts) { return new CardComponent(opts); } }; return instance; },
    getInstance: function () { if (!instance) throw new Error('Chargebee is not initialised'); return instance; }
  };
})();
`;

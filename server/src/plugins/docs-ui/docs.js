// The API reference page: lists the operations of /api/openapi.json. Served as a file so the
// page runs under the Content-Security-Policy without inline scripts.
/* global document */
(function () {
  'use strict';

  function el(tag, attributes, children) {
    const node = document.createElement(tag);
    Object.entries(attributes || {}).forEach(function (entry) {
      node.setAttribute(entry[0], entry[1]);
    });
    (children || []).forEach(function (child) {
      node.append(child);
    });
    return node;
  }

  function section(title, value) {
    return [el('h3', {}, [title]), el('pre', {}, [JSON.stringify(value, null, 2)])];
  }

  function operationView(method, path, op) {
    const role = op['x-min-role'] + (op['x-also-allowed'] ? ' or ' + op['x-also-allowed'] : '');
    const parts = [];
    if (op.description) parts.push(el('p', {}, [op.description]));
    if (op.parameters && op.parameters.length)
      parts.push.apply(parts, section('Parameters', op.parameters));
    if (op.requestBody) parts.push.apply(parts, section('Request body', op.requestBody.content));
    parts.push.apply(parts, section('Responses', op.responses));
    const summary = el('summary', {}, [
      el('span', { class: 'method ' + method.toUpperCase() }, [method.toUpperCase()]),
      el('span', { class: 'path' }, [path]),
      el('span', { class: 'role' }, [role]),
      el('span', {}, [op.summary || '']),
    ]);
    const details = el('details', {}, [summary].concat(parts));
    details.dataset.search = [method, path, role, op.summary || ''].join(' ').toLowerCase();
    return details;
  }

  function render(doc) {
    const byTag = {};
    Object.entries(doc.paths).forEach(function (pathEntry) {
      Object.entries(pathEntry[1]).forEach(function (opEntry) {
        const tag = (opEntry[1].tags && opEntry[1].tags[0]) || 'other';
        (byTag[tag] = byTag[tag] || []).push(operationView(opEntry[0], pathEntry[0], opEntry[1]));
      });
    });
    const main = document.getElementById('operations');
    main.replaceChildren();
    Object.keys(byTag)
      .sort()
      .forEach(function (tag) {
        main.append(el('section', {}, [el('h2', {}, [tag])].concat(byTag[tag])));
      });
  }

  function filter(term) {
    const needle = term.trim().toLowerCase();
    document.querySelectorAll('details').forEach(function (details) {
      details.hidden = needle !== '' && !details.dataset.search.includes(needle);
    });
  }

  document.addEventListener('DOMContentLoaded', function () {
    document.getElementById('filter').addEventListener('input', function (event) {
      filter(event.target.value);
    });
    fetch('/api/openapi.json')
      .then(function (response) {
        if (!response.ok) throw new Error(response.status + ' ' + response.statusText);
        return response.json();
      })
      .then(render)
      .catch(function (error) {
        document
          .getElementById('operations')
          .replaceChildren(el('p', {}, ['Could not load the API document: ' + error.message]));
      });
  });
})();

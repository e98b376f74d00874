// Package tests holds Griff's cross-package checks only: the layer policy,
// determinism across frame rates, template playthroughs, and smoke tests of the
// player. Everything else is tested beside its code.
package tests

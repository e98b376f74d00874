//go:build headless

package main

import "github.com/griffengine/griff/hosting/player"

// config is the server build's (and a headless wasm build's, which Node.js runs in
// tests): no window ever; plain play runs headless in
// real time.
func config() player.Config { return player.Config{NoWindow: true} }

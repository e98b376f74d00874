//go:build headless && !js

package main

import "github.com/griffengine/griff/hosting/player"

// config is the server build's: no window ever; plain play runs headless in
// real time.
func config() player.Config { return player.Config{NoWindow: true} }

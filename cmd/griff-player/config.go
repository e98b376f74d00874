//go:build !js && !headless

package main

import "github.com/griffengine/griff/hosting/player"

// config has no window: a window is played by the window program, in a child
// process.
func config() player.Config { return player.Config{} }

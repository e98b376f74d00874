//go:build js && !headless

package main

import (
	"github.com/griffengine/griff/hosting/player"
	"github.com/griffengine/griff/hosting/player/window"
)

// config plays the window in this program: a browser runs no child process.
func config() player.Config { return player.Config{Window: window.Play} }

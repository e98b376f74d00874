//go:build js

package player

import (
	"errors"
	"io"

	"github.com/griffengine/griff/hosting"
)

// Default addresses of --server (see network.go); a browser serves none.
const (
	defaultUDP = "127.0.0.1:7777"
	defaultWS  = "127.0.0.1:7778"
)

// hostMatches: a page cannot open ports.
func hostMatches(*hosting.LoadedGame, hosting.Options, config, io.Writer) (*hosting.Matches, error) {
	return nil, errors.New("--server does not run in a browser")
}

// joinSession: joining from a page over WebSocket is not wired up yet.
func joinSession(*hosting.Options, string) (func() error, error) {
	return nil, errors.New("--join does not run in a browser yet")
}

// startFleet: a page is never a fleet's server.
func startFleet(bool, io.Writer) (func(), error) { return func() {}, nil }

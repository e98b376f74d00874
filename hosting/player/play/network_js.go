//go:build js

package play

import (
	"context"
	"errors"
	"io"
	"strings"
	"time"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime/network"
)

// Default addresses of --server (see network.go); a browser serves none.
const (
	defaultUDP = "127.0.0.1:7777"
	defaultWS  = "127.0.0.1:7778"
)

// hostMatches: a page cannot open ports.
func hostMatches(*hosting.LoadedGame, hosting.Options, config, io.Writer, func(int)) (*hosting.Matches, error) {
	return nil, errors.New("--server does not run in a browser")
}

// joinSession adds to opts the network system of a player joining the
// server at c.join over a WebSocket (a page can open no UDP socket): it is
// a ws:// or wss:// URL, or host:port, the server's --ws address, taken as
// ws://host:port. The page passes it from its own address's ?join=
// parameter (hosting/export's index.html). A dial that takes over 10 s
// fails with its error. A page takes no --conditions.
//
// A page whose connection is lost reconnects as the desktop player does
// (runtime/network, "Reconnecting"): its Redial dials the same address in
// the background (transport.DialWebSocketLater), since a page's frame cannot
// wait for a WebSocket dial, and the attempt's handshake starts when the
// socket opens. The function returned leaves the session (network.System.Close
// sends the leave, so the server frees the page's place at once) and closes
// the transport in use.
func joinSession(opts *hosting.Options, c config) (func() error, error) {
	client, err := dialJoin(c)
	if err != nil {
		return nil, err
	}
	url := wsURL(c)
	sys := network.NewSystem(network.Options{Join: client, Name: "browser",
		Redial: func() (transport.Transport, error) {
			return transport.DialWebSocketLater(url, transport.Config{}, nil, 10*time.Second), nil
		}})
	opts.Systems = append(opts.Systems, sys)
	opts.WrapInput = func(in input.Source) input.Source { return sys.Input(in) }
	return func() error {
		sys.Close()
		return sys.Transport().Close()
	}, nil
}

// dialJoin returns the client transport of --join in a page: a WebSocket
// to c.join (see joinSession), dialled within 10 s.
func dialJoin(c config) (transport.Transport, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	client, err := transport.DialWebSocket(ctx, wsURL(c), transport.Config{}, nil)
	if err != nil {
		return nil, err
	}
	return client, nil
}

// wsURL returns the WebSocket URL of --join in a page (see joinSession).
func wsURL(c config) string {
	if !strings.Contains(c.join, "://") {
		return "ws://" + c.join
	}
	return c.join
}

// startFleet: a page is never a fleet's server.
func startFleet(bool, io.Writer) (func(), func(), error) { return func() {}, func() {}, nil }

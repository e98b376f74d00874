//go:build !js

package play

import (
	"fmt"
	"io"
	"strings"

	"github.com/coder/websocket"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// Default addresses of --server: loopback, so a server is not reachable from
// other machines until its flags say so (--udp :7777).
const (
	defaultUDP = "127.0.0.1:7777"
	defaultWS  = "127.0.0.1:7778"
)

// hostMatches opens the UDP and WebSocket ports of --server, prints their
// addresses, and returns the server of the game's matches on them (--matches
// of --players each; 0 is the default of hosting.MatchesOptions), whose
// reports and log of players (hosting.MatchesOptions.Report, Log) go to
// stdout. opened,
// if not nil, is called as each match opens (hosting.MatchesOptions.Opened).
// It returns the error of opening a port.
func hostMatches(lg *hosting.LoadedGame, opts hosting.Options, c config, stdout io.Writer, opened func(slot int)) (*hosting.Matches, error) {
	udp, err := transport.ListenUDPLink(c.udp)
	if err != nil {
		return nil, err
	}
	ws, err := transport.ListenWebSocket(c.ws, c.tlsFiles(), c.acceptOptions())
	if err != nil {
		udp.Close()
		return nil, err
	}
	scheme := "ws"
	if c.tlsCert != "" {
		scheme = "wss"
	}
	fmt.Fprintf(stdout, "hosting on udp %s and %s://%s\n", udp.Addr(), scheme, ws.Addr())
	server := transport.NewServer(transport.Config{}, c.condition(udp, 1), c.condition(ws, 2))
	out := hosting.LockedWriter(stdout)
	players, seated := matchPlayers(lg, c)
	if seated {
		fmt.Fprintf(stdout, "%d players a match: the start scene's seats (--players to change)\n", players)
	}
	return hosting.NewMatches(lg, opts, hosting.MatchesOptions{Transport: server, MaxMatches: c.matches,
		PlayersPerMatch: players, Report: func(s string) { fmt.Fprintln(out, s) }, Log: func(s string) { fmt.Fprintln(out, s) },
		Opened: opened}), nil
}

// tlsFiles returns the certificate and key of --tls-cert and --tls-key, or
// nil without them (plain ws://).
func (c config) tlsFiles() *transport.TLSFiles {
	if c.tlsCert == "" {
		return nil
	}
	return &transport.TLSFiles{CertFile: c.tlsCert, KeyFile: c.tlsKey}
}

// acceptOptions returns the WebSocket port's options: the host patterns of
// --allowed-origins, or nil (pages of the socket's own host only, the
// library's default Origin check, which keeps other sites' pages from
// opening a socket in a visitor's browser).
func (c config) acceptOptions() *websocket.AcceptOptions {
	var patterns []string
	for _, p := range strings.Split(c.origins, ",") {
		if p = strings.TrimSpace(p); p != "" {
			patterns = append(patterns, p)
		}
	}
	if patterns == nil {
		return nil
	}
	return &websocket.AcceptOptions{OriginPatterns: patterns}
}

// condition returns link wrapped in a transport.Conditioner of
// --conditions (its chances drawn from a stream seeded with seed), or link
// itself without the flag.
func (c config) condition(link transport.Link, seed uint64) transport.Link {
	if c.cond == (transport.Conditions{}) {
		return link
	}
	return transport.NewConditioner(link, c.cond, griff.NewRand(seed))
}

// joinSession adds to opts the network system of a player joining the
// server at c.join (host:port, UDP). A connection lost after the server
// welcomed the player is dialled again to the same address, under the same
// --conditions (network.Options.Redial), and the player takes their place
// back within the server's grace period (see runtime/network,
// "Reconnecting"). The function returned leaves the session (network.System.Close
// sends the leave, so the server frees the player's place at once instead of
// keeping it for its grace period) and closes the transport in use.
func joinSession(opts *hosting.Options, c config) (func() error, error) {
	client, err := dialJoin(c)
	if err != nil {
		return nil, err
	}
	sys := network.NewSystem(network.Options{Join: client, Name: "player", Redial: func() (transport.Transport, error) { return dialJoin(c) }})
	addNetwork(opts, sys)
	return func() error {
		sys.Close()
		return sys.Transport().Close()
	}, nil
}

// dialJoin returns the client transport of --join: UDP to host:port, under
// --conditions.
func dialJoin(c config) (transport.Transport, error) {
	link, to, err := transport.DialUDPLink(c.join)
	if err != nil {
		return nil, err
	}
	return transport.NewClient(transport.Config{}, c.condition(link, 3), to), nil
}

func addNetwork(opts *hosting.Options, sys *network.System) {
	opts.Systems = append(opts.Systems, sys)
	opts.WrapInput = func(in input.Source) input.Source { return sys.Input(in) }
}

// matchPlayers returns the most players in one match: --players when
// given, else the start scene's seats (seatCount, and seated true) when it
// has fewer than the default, else the default.
func matchPlayers(lg *hosting.LoadedGame, c config) (n int, seated bool) {
	if n := seatCount(lg); !c.playersSet && n > 0 && n < c.players {
		return n, true
	}
	return c.players, false
}

// seatCount returns the highest player the game's start scene has a seat
// for (runtime/network.Seat; player 0 is the server's own, and the session
// numbers a match's players from 1), 0 when it has none or cannot be
// loaded. A server without --players places that many players in a match,
// so no one joins a match with no character left for them.
func seatCount(lg *hosting.LoadedGame) int {
	sc, err := lg.LoadScene(lg.Project.StartScene, new(scenes.Problems))
	if err != nil {
		return 0
	}
	n := 0
	for e := range sc.Walk() {
		if s := scenes.Get[network.Seat](e); s != nil && s.Player < session.MaxPlayers {
			n = max(n, s.Player)
		}
	}
	return n
}

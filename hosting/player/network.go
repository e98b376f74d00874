//go:build !js

package player

import (
	"fmt"
	"io"
	"strings"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime/network"
)

// Default addresses of --server: loopback, so a server is not reachable from
// other machines until its flags say so (--udp :7777).
const (
	defaultUDP = "127.0.0.1:7777"
	defaultWS  = "127.0.0.1:7778"
)

// hostSession opens the UDP and WebSocket ports of --server, prints their
// addresses, and adds the network system hosting a session on them to opts.
// The returned function tells the players the server stops and closes the
// ports; call it after the game stopped. It returns the error of opening a
// port.
func hostSession(opts *hosting.Options, udpAddr, wsAddr string, stdout io.Writer) (func() error, error) {
	udp, err := transport.ListenUDPLink(udpAddr)
	if err != nil {
		return nil, err
	}
	ws, err := transport.ListenWebSocket(wsAddr, nil, nil)
	if err != nil {
		udp.Close()
		return nil, err
	}
	fmt.Fprintf(stdout, "hosting on udp %s and ws://%s\n", udp.Addr(), ws.Addr())
	server := transport.NewServer(transport.Config{}, udp, ws)
	sys := network.NewSystem(network.Options{Host: server, Name: "server"})
	addNetwork(opts, sys)
	opts.Status = func() string { return status(sys) }
	return sys.Close, nil
}

// joinSession adds to opts the network system of a player joining the
// server at addr (host:port, UDP).
func joinSession(opts *hosting.Options, addr string) (func() error, error) {
	client, err := transport.DialUDP(addr, transport.Config{})
	if err != nil {
		return nil, err
	}
	sys := network.NewSystem(network.Options{Join: client, Name: "player"})
	addNetwork(opts, sys)
	return func() error {
		sys.Close()
		return client.Close()
	}, nil
}

func addNetwork(opts *hosting.Options, sys *network.System) {
	opts.Systems = append(opts.Systems, sys)
	opts.WrapInput = func(in input.Source) input.Source { return sys.Input(in) }
}

// status is the network part of the server's status line: matches, players
// (connected of those in the session) and each remote player's RTT.
func status(sys *network.System) string {
	var b strings.Builder
	players := sys.Players()
	connected := 0
	var rtts []string
	for _, p := range players {
		if p.Connected {
			connected++
		}
		if p.ID != 0 {
			rtts = append(rtts, fmt.Sprintf("%d:%dms", p.ID, p.RTT.Milliseconds()))
		}
	}
	fmt.Fprintf(&b, "matches 1  players %d/%d", connected-1, len(players)-1)
	if len(rtts) > 0 {
		fmt.Fprintf(&b, "  rtt %s", strings.Join(rtts, " "))
	}
	return b.String()
}

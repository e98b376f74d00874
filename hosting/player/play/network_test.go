//go:build !js

package play

import (
	"bytes"
	"context"
	"net/http"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// The WebSocket port of --server lets in pages of its own host and of the
// hosts --allowed-origins names, and refuses other sites' pages (which
// could otherwise open a socket from a visitor's browser).
func TestServerWebSocketOrigins(t *testing.T) {
	tm, _ := templates.Lookup("multiplayer")
	lg, err := hosting.Load(tm.Files, "multiplayer")
	if err != nil {
		t.Fatal(err)
	}
	c := config{server: true, udp: "127.0.0.1:0", ws: "127.0.0.1:0", origins: " game.example, *.game.example ,",
		matches: 1, players: 2}
	var out bytes.Buffer
	m, err := hostMatches(lg, hosting.Options{Seed: 1}, c, &out, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	addr := regexp.MustCompile(`and ws://(\S+)\n`).FindStringSubmatch(out.String())
	if addr == nil {
		t.Fatalf("hostMatches printed %q, want the ws:// address", out.String())
	}
	for origin, want := range map[string]int{
		"":                         http.StatusSwitchingProtocols, // not a browser
		"http://" + addr[1]:        http.StatusSwitchingProtocols, // the server's own page
		"https://game.example":     http.StatusSwitchingProtocols,
		"https://www.game.example": http.StatusSwitchingProtocols,
		"https://evil.example":     http.StatusForbidden,
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		h := http.Header{}
		if origin != "" {
			h.Set("Origin", origin)
		}
		conn, resp, err := websocket.Dial(ctx, "ws://"+addr[1], &websocket.DialOptions{HTTPHeader: h})
		cancel()
		if conn != nil {
			conn.CloseNow()
		}
		if resp == nil || resp.StatusCode != want {
			t.Errorf("a page of %q: %v (%v), want status %d", origin, resp, err, want)
		}
	}
}

// --allowed-origins and --tls-cert are for --server, and the certificate
// goes with its key.
func TestWebSocketFlags(t *testing.T) {
	for _, args := range [][]string{
		{"--server", "--tls-cert", "c.pem"},
		{"--server", "--tls-key", "k.pem"},
		{"--tls-cert", "c.pem", "--tls-key", "k.pem"},
		{"--allowed-origins", "game.example"},
		{"--conditions", "loss=0.1"},
		{"--server", "--conditions", "loss=2"},
		{"--join", "127.0.0.1:7777", "--conditions", "lag=1s"},
	} {
		if _, err := parseFlags(args, new(bytes.Buffer)); err == nil {
			t.Errorf("griff-player %v: no error", args)
		}
	}
	c, err := parseFlags([]string{"--server", "--tls-cert", "c.pem", "--tls-key", "k.pem", "--allowed-origins", "a.example,b.example"}, new(bytes.Buffer))
	if err != nil {
		t.Fatal(err)
	}
	if f := c.tlsFiles(); f == nil || f.CertFile != "c.pem" || f.KeyFile != "k.pem" {
		t.Errorf("tlsFiles() = %+v", f)
	}
	if o := c.acceptOptions(); o == nil || len(o.OriginPatterns) != 2 || o.OriginPatterns[1] != "b.example" {
		t.Errorf("acceptOptions() = %+v", o)
	}
	if (config{}).acceptOptions() != nil || (config{}).tlsFiles() != nil {
		t.Error("without the flags, the WebSocket port has options")
	}
}

// --conditions makes the links of --server and --join a Conditioner.
func TestConditionsFlag(t *testing.T) {
	c, err := parseFlags([]string{"--server", "--conditions", "latency=100ms,loss=0.1"}, new(bytes.Buffer))
	if err != nil {
		t.Fatal(err)
	}
	if c.cond != (transport.Conditions{Latency: 100 * time.Millisecond, Loss: 0.1}) {
		t.Errorf("--conditions read as %+v", c.cond)
	}
	hub := transport.NewHub()
	link := hub.NewLink()
	if _, ok := c.condition(link, 1).(*transport.Conditioner); !ok {
		t.Error("with --conditions the link is not conditioned")
	}
	if got := (config{}).condition(link, 1); got != transport.Link(link) {
		t.Errorf("without --conditions the link is %T", got)
	}
}

// A server without --players places as many players in a match as the
// start scene has seats (the multiplayer template's four chicks), so a
// fifth player goes to another match instead of one with no chick left;
// --players still decides when given, and a game without seats takes the
// default.
func TestMatchPlayersFromSeats(t *testing.T) {
	dir := t.TempDir()
	newGame(t, "multiplayer", dir)
	climb, err := hosting.Load(os.DirFS(dir), dir)
	if err != nil {
		t.Fatal(err)
	}
	builtin, err := load("", Config{}, hosting.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		lg     *hosting.LoadedGame
		args   []string
		want   int
		seated bool
	}{
		{climb, nil, 4, true},
		{climb, []string{"--players", "2"}, 2, false},
		{climb, []string{"--players", "7"}, 7, false},
		{builtin, nil, session.DefaultPlayersPerMatch, false},
	} {
		c, err := parseFlags(append([]string{"--server"}, tc.args...), new(bytes.Buffer))
		if err != nil {
			t.Fatal(err)
		}
		if n, seated := matchPlayers(tc.lg, c); n != tc.want || seated != tc.seated {
			t.Errorf("%s %v: %d players a match (seated %v), want %d (%v)", tc.lg.Name, tc.args, n, seated, tc.want, tc.seated)
		}
	}
}

// joinedRig is a dedicated server of the multiplayer template (one match of
// two players, on loopback UDP; its printed log in out) and a --join player
// of it (joinSession), not yet welcomed.
type joinedRig struct {
	m        *hosting.Matches
	out      bytes.Buffer
	g        *runtime.Game
	sys      *network.System
	closeNet func() error
	now      time.Duration
}

func newJoinedRig(t *testing.T) *joinedRig {
	tm, _ := templates.Lookup("multiplayer")
	lg, err := hosting.Load(tm.Files, "multiplayer")
	if err != nil {
		t.Fatal(err)
	}
	r := &joinedRig{}
	r.m, err = hostMatches(lg, hosting.Options{Seed: 1}, config{server: true, udp: "127.0.0.1:0", ws: "127.0.0.1:0", matches: 1, players: 2}, &r.out, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.m.Close() })
	addr := regexp.MustCompile(`hosting on udp (\S+) and`).FindStringSubmatch(r.out.String())
	if addr == nil {
		t.Fatalf("hostMatches printed %q, want the udp address", r.out.String())
	}
	opts := hosting.Options{Seed: 2}
	if r.closeNet, err = joinSession(&opts, config{join: addr[1]}); err != nil {
		t.Fatal(err)
	}
	if r.g, err = lg.NewGame(opts); err != nil {
		t.Fatal(err)
	}
	r.sys = opts.Systems[len(opts.Systems)-1].(*network.System)
	return r
}

// serverFrame runs one server frame of 1/60 s and lets the loopback packets
// through.
func (r *joinedRig) serverFrame() {
	r.now += time.Second / 60
	r.m.Frame(r.now, time.Second/60)
	time.Sleep(time.Millisecond)
}

// frames plays the player and the server a frame at a time until done or 20
// s of game time.
func (r *joinedRig) frames(done func() bool) {
	for range 1200 {
		if done() {
			return
		}
		r.g.Step()
		r.serverFrame()
	}
}

// A --join player whose connection is lost dials the server's address again
// (joinSession's Redial) and takes their place back: the same player id,
// connected in the server's match over the new connection, and the problem
// log says it reconnected, not that the session ended.
func TestJoinReconnects(t *testing.T) {
	r := newJoinedRig(t)
	defer r.closeNet()
	g, sys, m, frames := r.g, r.sys, r.m, r.frames
	frames(func() bool { return sys.LocalPlayer() != 0 })
	me := sys.LocalPlayer()
	old := sys.Transport()
	if me == 0 || old == nil {
		t.Fatalf("the player was not welcomed: player %d, problems %v", me, g.Problems().List())
	}
	old.Close() // the connection is gone
	said := func(s string) bool {
		for _, p := range g.Problems().List() {
			if strings.Contains(p.Message, s) {
				return true
			}
		}
		return false
	}
	frames(func() bool { return said("reconnected") })
	if !said("reconnecting") || !said("reconnected to the server as player") || said("restart with --join") {
		t.Fatalf("the player's problem log: %v, want reconnecting, then reconnected", g.Problems().List())
	}
	if sys.LocalPlayer() != me || sys.Transport() == old {
		t.Errorf("the player came back as %d on transport %p (was %d on %p), want the same id on a new transport", sys.LocalPlayer(), sys.Transport(), me, old)
	}
	frames(func() bool { ps := m.Players(0); return len(ps) == 2 && ps[1].Connected })
	if ps := m.Players(0); len(ps) != 2 || ps[1].ID != me || !ps[1].Connected {
		t.Errorf("the server's match holds %+v, want player %d connected", ps, me)
	}
	lost := "match 0: player 1 (\"player\") lost their connection; their place is kept for 30s\n"
	back := "match 0: player 1 (\"player\") came back\n"
	if log := r.out.String(); strings.Count(log, lost) != 1 || strings.Count(log, back) != 1 || strings.Index(log, lost) > strings.Index(log, back) {
		t.Errorf("the server printed %q, want one line saying player 1 lost their connection, then one that they came back", log)
	}
}

// A --join player who quits cleanly (the function joinSession returns)
// frees their place in the server's match at once: the server hears them
// leave, instead of a lost connection whose place it keeps for the grace
// period (30 s).
func TestJoinQuitFreesThePlace(t *testing.T) {
	r := newJoinedRig(t)
	sys, m, closeNet, frame := r.sys, r.m, r.closeNet, r.serverFrame
	r.frames(func() bool { return sys.LocalPlayer() != 0 && strings.Contains(m.Status(), "players 1/1") })
	if sys.LocalPlayer() == 0 || !strings.Contains(m.Status(), "players 1/1") {
		t.Fatalf("the player was not welcomed: player %d, status %q", sys.LocalPlayer(), m.Status())
	}
	if err := closeNet(); err != nil {
		t.Fatal(err)
	}
	for range 30 { // half a second, far under the grace period
		frame()
	}
	if st := m.Status(); !strings.Contains(st, "players 0/0") {
		t.Errorf("status %q half a second after the player quit cleanly, want players 0/0 (their place freed)", st)
	}
	if !strings.Contains(r.out.String(), "\nmatch 0: player 1 left\n") || strings.Contains(r.out.String(), "lost their connection") {
		t.Errorf("the server printed %q, want it to say player 1 left (hosting.MatchesOptions.Log), not that they lost their connection", r.out.String())
	}
}

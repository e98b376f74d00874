package tests

import (
	"bufio"
	"context"
	"net/http/httptest"
	"net/url"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/griffengine/griff/hosting/export"
)

// TestBrowserJoins plays the built-in game's web export in headless
// Chromium with ?join= naming a dedicated server (griff-player --server,
// the build a game's server runs, listening for WebSockets on 127.0.0.1):
// the page joins over WebSocket, the server counts the browser's player
// connected, the page's network service names the host's players, the
// browser acknowledges the host's snapshots (bytes flow both ways for as
// long as the page plays), and the page reads the host's records without a
// problem. The server is the player program and not this test's process:
// a network record names components by their registration index, and this
// test's build registers the hello template's Game.Walker among the
// engine's types, which shifts the index of every type after it, so a page
// joining it was a player of another build (refused since; see
// net/session, "Players of another build").
func TestBrowserJoins(t *testing.T) {
	chrome := needChromium(t)
	srv := startWSServer(t)
	lastStatus := srv.lastStatus
	join := "ws://" + srv.ws
	ctx, log := openJoiningPage(t, chrome, join)
	if err := waitFor(ctx, `globalThis.griff !== undefined && griff.state() === "running" && griff.tick() > 120`, 60*time.Second); err != nil {
		t.Fatalf("the joined page never played 120 steps: %v (console: %q, message: %q)", err, log.all(),
			eval[string](t, ctx, `document.getElementById("griff-message").textContent`))
	}
	st := lastStatus()
	if !strings.Contains(st, "matches 1/") || !strings.Contains(st, "players 1/1") {
		t.Fatalf("the server's status is %q with the browser playing, want 1 match and 1 player connected (console: %q, problems: %q)",
			st, log.all(), eval[[]string](t, ctx, `griff.problems()`))
	}
	// The page's network service answers as a joined player, and its
	// players are the host's own and the page's.
	type netInfo struct {
		Online, Host bool
		Player       int
		Players      []string
	}
	if err := waitFor(ctx, `griff.network().players.length === 2`, 10*time.Second); err != nil {
		t.Errorf("the page never saw 2 players: %v", err)
	}
	got := eval[netInfo](t, ctx, `griff.network()`)
	if !got.Online || got.Host || got.Player != 1 || len(got.Players) != 2 {
		t.Errorf("the page's network service says %+v; want online, not the host, player 1 of 2", got)
	}
	// The match's bytes in and out, in KB: snapshots out, inputs and acks in.
	kb := regexp.MustCompile(`\[0: tick (\d+), 1 players, ([0-9.]+)/([0-9.]+) KB\]`).FindStringSubmatch(st)
	if kb == nil {
		t.Fatalf("the server's status %q names no match 0 with its bytes", st)
	}
	in, _ := strconv.ParseFloat(kb[2], 64)
	out, _ := strconv.ParseFloat(kb[3], 64)
	if in < 1 || out < 1 {
		t.Errorf("the browser's match moved %.1f KB in and %.1f out, want snapshots out and inputs and acks in", in, out)
	}
	t.Logf("browser joined %s: host at step %s, page at step %v; %.1f KB in, %.1f KB out", join, kb[1], eval[float64](t, ctx, `griff.tick()`), in, out)
	if errs := log.all(); len(errs) > 0 {
		t.Errorf("the page logged errors:\n%v", errs)
	}
	if probs := eval[[]string](t, ctx, `griff.problems()`); len(probs) > 0 {
		t.Errorf("the page's problem log has %q, want nothing (a record misread, a scene the page lacks)", probs)
	}
}

// wsServer is a dedicated server (griff-player --server) of the built-in
// game a page joins: its WebSocket address and its last status line.
type wsServer struct {
	cmd *exec.Cmd
	ws  string // the --ws address it listens on
	mu  sync.Mutex
	st  string // its last status line ("time 1.00s  matches ...")
}

// startWSServer starts griff-player --server on ports of 127.0.0.1, letting
// pages of 127.0.0.1 in (the page is served from another port); the test's
// end kills it.
func startWSServer(t *testing.T) *wsServer {
	cmd := exec.Command(buildPlayer(t), "--server", "--saves", "off", "--udp", "127.0.0.1:0", "--ws", "127.0.0.1:0",
		"--allowed-origins", "127.0.0.1:*")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	lines := bufio.NewScanner(stdout)
	if !lines.Scan() {
		t.Fatal("the server printed nothing")
	}
	addrs := hostingLine.FindStringSubmatch(lines.Text())
	if addrs == nil {
		t.Fatalf("the server's first line is %q, want \"hosting on udp ADDR and ws://ADDR\"", lines.Text())
	}
	s := &wsServer{cmd: cmd, ws: addrs[2]}
	go func() {
		for lines.Scan() {
			s.mu.Lock()
			s.st = lines.Text()
			s.mu.Unlock()
		}
	}()
	return s
}

// lastStatus waits up to 5 s for a status line printed after now and
// returns it ("" if none came).
func (s *wsServer) lastStatus() string {
	s.mu.Lock()
	s.st = ""
	s.mu.Unlock()
	for range 50 {
		time.Sleep(100 * time.Millisecond)
		s.mu.Lock()
		st := s.st
		s.mu.Unlock()
		if strings.HasPrefix(st, "time ") {
			return st
		}
	}
	return ""
}

// needChromium returns the Chromium a browser test drives, or skips the
// test without one or in -short.
func needChromium(t *testing.T) string {
	chrome := browserPath()
	if chrome == "" {
		t.Skip("no Chromium: install it with scripts/deps.sh (Debian's chromium), or set CHROME_PATH to a Chrome or Chromium")
	}
	if testing.Short() {
		t.Skip("builds the wasm player and drives a browser: not in -short")
	}
	return chrome
}

// openJoiningPage serves the built-in game's web export, opens it in
// headless chrome with ?join=join, waits for it to be ready and clicks it
// to play. The test's end closes the browser and the web server.
func openJoiningPage(t *testing.T, chrome, join string) (context.Context, *browserLog) {
	web := httptest.NewServer(export.Handler(exportWeb(t)))
	t.Cleanup(web.Close)
	ctx, cancel := browserContext(t, chrome)
	t.Cleanup(cancel)
	log := new(browserLog)
	if err := chromedp.Listen(ctx, log.listen); err != nil {
		t.Fatalf("starting %s: %v", chrome, err)
	}
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(960, 540), chromedp.Navigate(web.URL+"/?join="+url.QueryEscape(join))); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, `globalThis.griffPage !== undefined`, 120*time.Second); err != nil {
		t.Fatalf("the page never got ready to play: %v (console: %q)", err, log.all())
	}
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(480, 270)); err != nil {
		t.Fatal(err)
	}
	return ctx, log
}

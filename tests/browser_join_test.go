package tests

import (
	"net/http/httptest"
	"net/url"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/coder/websocket"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/export"
	"github.com/griffengine/griff/net/transport"
)

// TestBrowserJoins plays the built-in game's web export in headless
// Chromium with ?join= naming a dedicated server (hosting.Matches, as
// griff-player --server runs it) listening for WebSockets on 127.0.0.1:
// the page joins over WebSocket, the server's match counts the browser's
// player connected, the page's network service (griff.network) names the
// host's players, and the browser acknowledges the host's snapshots (bytes
// flow both ways for as long as the page plays).
func TestBrowserJoins(t *testing.T) {
	chrome := browserPath()
	if chrome == "" {
		t.Skip("no Chromium: install it with scripts/deps.sh (Debian's chromium), or set CHROME_PATH to a Chrome or Chromium")
	}
	if testing.Short() {
		t.Skip("builds the wasm player and drives a browser: not in -short")
	}
	web := httptest.NewServer(export.Handler(exportWeb(t)))
	defer web.Close()
	lg, err := hosting.Load(assets.BuiltinGame(), "builtin")
	if err != nil {
		t.Fatal(err)
	}
	// The page is served from another port: let pages of 127.0.0.1 in.
	ws, err := transport.ListenWebSocket("127.0.0.1:0", nil, &websocket.AcceptOptions{OriginPatterns: []string{"127.0.0.1:*"}})
	if err != nil {
		t.Fatal(err)
	}
	m := hosting.NewMatches(lg, hosting.Options{Seed: 1}, hosting.MatchesOptions{Transport: transport.NewServer(transport.Config{}, ws)})
	var mu sync.Mutex // guards m: the server runs on its own goroutine
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(time.Second / 60)
		defer tick.Stop()
		start := time.Now()
		last := start
		for {
			select {
			case <-stop:
				return
			case now := <-tick.C:
				mu.Lock()
				m.Frame(now.Sub(start), now.Sub(last))
				mu.Unlock()
				last = now
			}
		}
	}()
	defer func() {
		close(stop)
		<-done
		m.Close()
	}()
	players := func() (connected int, step int64) {
		mu.Lock()
		defer mu.Unlock()
		for _, g := range m.Games() {
			if g == nil {
				continue
			}
			step = int64(g.Clock().Tick())
		}
		for _, s := range m.MatchStats() {
			connected += s.Players
		}
		return connected, step
	}

	ctx, cancel := browserContext(t, chrome)
	defer cancel()
	var log browserLog
	if err := chromedp.Listen(ctx, log.listen); err != nil {
		t.Fatalf("starting %s: %v", chrome, err)
	}
	join := "ws://" + ws.Addr().String()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(960, 540), chromedp.Navigate(web.URL+"/?join="+url.QueryEscape(join))); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, `globalThis.griffPage !== undefined`, 120*time.Second); err != nil {
		t.Fatalf("the page never got ready to play: %v (console: %q)", err, log.all())
	}
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(480, 270)); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, `globalThis.griff !== undefined && griff.state() === "running" && griff.tick() > 120`, 60*time.Second); err != nil {
		t.Fatalf("the joined page never played 120 steps: %v (console: %q, message: %q)", err, log.all(),
			eval[string](t, ctx, `document.getElementById("griff-message").textContent`))
	}
	connected, step := players()
	if connected != 1 {
		t.Fatalf("the server's matches count %d connected players with the browser playing, want 1 (console: %q)", connected, log.all())
	}
	// The page's network service answers as a joined player, and its
	// players are the host's (the lobby the host sends).
	type netInfo struct {
		Online, Host bool
		Player       int
		Players      []string
	}
	var hostNames []string
	mu.Lock()
	st := m.MatchStats()[0]
	for _, p := range m.Players(st.Slot) {
		hostNames = append(hostNames, p.Name)
	}
	mu.Unlock()
	if err := waitFor(ctx, `griff.network().players.length === 2`, 10*time.Second); err != nil {
		t.Errorf("the page never saw 2 players: %v", err)
	}
	got := eval[netInfo](t, ctx, `griff.network()`)
	if !got.Online || got.Host || got.Player != 1 || !slices.Equal(got.Players, hostNames) || len(hostNames) != 2 {
		t.Errorf("the page's network service says %+v; want online, not the host, player 1, and the host's players %q", got, hostNames)
	}
	if st.BytesIn < 1000 || st.BytesOut < 1000 {
		t.Errorf("the browser's match moved %d bytes in and %d out, want snapshots out and inputs and acks in", st.BytesIn, st.BytesOut)
	}
	t.Logf("browser joined %s: host at step %d, page at step %v; %d B in, %d B out", join, step, eval[float64](t, ctx, `griff.tick()`), st.BytesIn, st.BytesOut)
	if errs := log.all(); len(errs) > 0 {
		t.Errorf("the page logged errors:\n%v", errs)
	}
}

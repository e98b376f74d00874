package tests

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"image"
	"image/png"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdpinput "github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/export"
)

// browserPath returns the Chromium (or Chrome) to drive: $CHROME_PATH, else the
// first of chromium, chromium-browser, google-chrome and google-chrome-stable on
// the PATH; "" if there is none.
func browserPath() string {
	if p := os.Getenv("CHROME_PATH"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// audioSpy keeps every AudioContext the page makes in globalThis.griffAudio, so
// the test can read their state; it runs before the page's own scripts.
const audioSpy = `(() => {
  const AC = globalThis.AudioContext;
  if (!AC) return;
  globalThis.griffAudio = [];
  globalThis.AudioContext = class extends AC {
    constructor(...a) { super(...a); globalThis.griffAudio.push(this); }
  };
})();`

// exportWeb exports the built-in game for the web (package hosting/export, as
// griff-player export --web does) into a new folder and returns it.
func exportWeb(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "web")
	var log bytes.Buffer
	if _, err := export.Web("", dir, export.Options{Log: &log, BrotliQuality: 1}); err != nil {
		t.Fatalf("exporting the built-in game for the web: %v\n%s", err, log.Bytes())
	}
	return dir
}

// browserLog collects the page's console errors and uncaught exceptions.
type browserLog struct {
	mu     sync.Mutex
	errors []string
}

func (l *browserLog) listen(ev any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	switch e := ev.(type) {
	case *cdpruntime.EventConsoleAPICalled:
		if e.Type == cdpruntime.ConsoleAPICalledTypeError {
			var parts []string
			for _, a := range e.Args {
				parts = append(parts, string(a.Value)+a.Description)
			}
			l.errors = append(l.errors, "console.error: "+strings.Join(parts, " "))
		}
	case *cdpruntime.EventExceptionThrown:
		d := e.ExceptionDetails
		msg := d.Text
		if d.Exception != nil {
			msg += " " + d.Exception.Description
		}
		l.errors = append(l.errors, "exception: "+msg)
	}
}

func (l *browserLog) all() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.errors...)
}

// eval evaluates expr in the page and returns its value.
func eval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// waitFor waits until expr is true in the page, at most d.
func waitFor(ctx context.Context, expr string, d time.Duration) error {
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(d)))
	return err
}

// TestBrowser plays the built-in game's web export (griff-player export --web,
// served as griff-player serve does) in headless Chromium: the
// first frame is drawn (the sky and the HUD on the canvas, as the window
// build's screenshot is checked), nothing is logged as an error, a real key
// press reaches the game's input, the audio context runs after a click, and
// a replay handed to the page ends in the fingerprint this (amd64) process
// records for it; then, in the same browser, a game folder holding Go code
// is exported and played (GameCode). It skips when no Chromium is installed
// (scripts/deps.sh installs it) and in -short.
func TestBrowser(t *testing.T) {
	chrome := browserPath()
	if chrome == "" {
		t.Skip("no Chromium: install it with scripts/deps.sh (Debian's chromium), or set CHROME_PATH to a Chrome or Chromium")
	}
	if testing.Short() {
		t.Skip("builds the wasm player and drives a browser: not in -short")
	}
	srv := httptest.NewServer(export.Handler(exportWeb(t)))
	defer srv.Close()
	spinWeb := exportSpinWeb(t) // before the browser starts: its context has a time limit

	ctx, cancel := browserContext(t, chrome)
	defer cancel()
	var log browserLog
	if err := chromedp.Listen(ctx, log.listen); err != nil {
		t.Fatalf("starting %s: %v", chrome, err)
	}
	spy := func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: audioSpy})
		return chromedp.Void{}, err
	}
	if err := chromedp.Do(ctx, spy, chromedp.EmulateViewport(960, 540)); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/")); err != nil {
		t.Fatal(err)
	}
	// The page loads the program, then waits for the click that starts it
	// (and lets sound play): a real click in the middle of the page.
	if err := waitFor(ctx, `globalThis.griffPage !== undefined`, 120*time.Second); err != nil {
		t.Fatalf("the page never got ready to play: %v (console: %q)", err, log.all())
	}
	ready := eval[float64](t, ctx, `performance.now()`)
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(480, 270)); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, `globalThis.griff !== undefined && griff.state() !== "loading"`, 120*time.Second); err != nil {
		t.Fatalf("the page never drew a frame: %v (console: %q, message: %q)", err, log.all(),
			eval[string](t, ctx, `document.getElementById("griff-message").textContent`))
	}
	first := eval[float64](t, ctx, `griff.firstFrame()`)
	t.Logf("page loaded and ready to play %.0f ms after navigation; first frame %.0f ms after the click (%v in all with the browser's start)",
		ready, first-ready, time.Since(start).Round(time.Millisecond))

	t.Run("FirstFrame", func(t *testing.T) { checkFirstFrame(t, ctx) })
	t.Run("Key", func(t *testing.T) { checkKey(t, ctx) })
	t.Run("Audio", func(t *testing.T) { checkAudio(t, ctx) })
	t.Run("Replay", func(t *testing.T) { checkReplay(t, ctx) })

	if state := eval[string](t, ctx, `griff.state()`); state == "faulted" {
		t.Errorf("the game faulted; problems: %q", eval[[]string](t, ctx, `griff.problems()`))
	}
	// The page lists the game's problem log in #griff-problems as it grows.
	if n, inPage := len(eval[[]string](t, ctx, `griff.problems()`)),
		eval[int](t, ctx, `document.querySelectorAll("#griff-problems .griff-problem").length`); n != inPage {
		t.Errorf("the game has %d problems, the page lists %d", n, inPage)
	}
	if errs := log.all(); len(errs) > 0 {
		t.Errorf("the page logged errors:\n%s", strings.Join(errs, "\n"))
	}
	t.Run("GameCode", func(t *testing.T) { checkGameCode(t, ctx, &log, spinWeb) })
}

// browserContext starts headless Chromium with a fresh profile and software
// WebGL (SwiftShader), with nothing that reaches the network. The context
// ends the browser when cancelled, and after 240 s.
func browserContext(t *testing.T, chrome string) (context.Context, context.CancelFunc) {
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chrome),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("no-default-browser-check", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.WindowSize(960, 540),
	}
	tctx, tcancel := context.WithTimeout(context.Background(), 240*time.Second)
	actx, acancel := chromedp.NewExecAllocator(tctx, opts...)
	ctx, cancel := chromedp.NewContext(actx)
	return ctx, func() { cancel(); acancel(); tcancel() }
}

// checkFirstFrame reads the page's picture (a 960×540 viewport: the built-in
// game's 480×270 screen at twice its size, pixel art, so each game pixel is a
// 2×2 block) back at the game's size and checks it as the window build's
// screenshot is checked: the sky across the top and the HUD's text.
func checkFirstFrame(t *testing.T, ctx context.Context) {
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	if b.Dx() != 960 || b.Dy() != 540 {
		t.Fatalf("the screenshot is %v, want 960×540", b.Size())
	}
	game := image.NewRGBA(image.Rect(0, 0, 480, 270))
	for y := range 270 {
		for x := range 480 {
			game.Set(x, y, img.At(b.Min.X+2*x, b.Min.Y+2*y))
		}
	}
	checkSky(t, game)
	checkHUDText(t, game)
	if t.Failed() {
		t.Logf("screenshot: %s", keepShot(shot))
	}
}

// keepShot says where a failed check's screenshot is: in the folder
// $GRIFF_BROWSER_SHOTS if set, else only its size.
func keepShot(png []byte) string {
	if dir := os.Getenv("GRIFF_BROWSER_SHOTS"); dir != "" {
		p := filepath.Join(dir, "browser.png")
		if os.WriteFile(p, png, 0o644) == nil {
			return p
		}
	}
	return fmt.Sprintf("%d bytes of PNG (set GRIFF_BROWSER_SHOTS=folder to keep it)", len(png))
}

// checkKey holds the right arrow down with a real key event (the DevTools
// protocol's Input.dispatchKeyEvent, as a keyboard would) until the game's
// input holds "right", then lets it go.
func checkKey(t *testing.T, ctx context.Context) {
	before := eval[float64](t, ctx, `griff.tick()`)
	if err := chromedp.Do(ctx, keyEvent(cdpinput.DispatchKeyEventTypeKeyDown)); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, `griff.held().includes("right")`, 10*time.Second); err != nil {
		t.Fatalf("the game's input never held right after a real ArrowRight key down: %v", err)
	}
	if err := chromedp.Do(ctx, keyEvent(cdpinput.DispatchKeyEventTypeKeyUp)); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, `!griff.held().includes("right")`, 10*time.Second); err != nil {
		t.Fatalf("right was still held after the key went up: %v", err)
	}
	if after := eval[float64](t, ctx, `griff.tick()`); after <= before {
		t.Errorf("the game's tick went from %v to %v while the key was held", before, after)
	}
}

// keyEvent is a real ArrowRight key event of type typ (down or up).
func keyEvent(typ cdpinput.DispatchKeyEventType) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, cdpinput.DispatchKeyEvent, cdpinput.DispatchKeyEventParams{
			Type: typ, Key: "ArrowRight", Code: "ArrowRight", WindowsVirtualKeyCode: 39, NativeVirtualKeyCode: 39})
		return chromedp.Void{}, err
	}
}

// checkAudio clicks the page (a user gesture, which the autoplay policy asks
// before sound plays) and waits for the game's AudioContext to run.
func checkAudio(t *testing.T, ctx context.Context) {
	if n := eval[int](t, ctx, `(globalThis.griffAudio || []).length`); n == 0 {
		t.Fatal("the page made no AudioContext")
	}
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(480, 270)); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, `griffAudio.some(a => a.state === "running")`, 10*time.Second); err != nil {
		t.Fatalf("no AudioContext running after a click (states %q): %v", eval[[]string](t, ctx, `griffAudio.map(a => a.state)`), err)
	}
}

// checkReplay records a short playthrough of the built-in game here (amd64,
// headless), hands the file to the page, and waits for the page's game to end
// it in the same fingerprint. The page plays it 10 steps a frame: headless
// Chromium draws with SwiftShader on the CPU, a few frames a second on a busy
// machine.
func checkReplay(t *testing.T, ctx context.Context) {
	lg, err := hosting.Load(assets.BuiltinGame(), "built-in game")
	if err != nil {
		t.Fatal(err)
	}
	events := []input.Event{
		{Tick: 5, Action: "right", Down: true, Value: 1},
		{Tick: 40, Action: "jump", Down: true, Value: 1},
		{Tick: 52, Action: "jump"},
		{Tick: 90, Action: "right"},
		{Tick: 95, Action: "left", Down: true, Value: 1},
		{Tick: 130, Action: "left"},
	}
	const steps = 180
	p, err := hosting.Record(lg, hosting.Options{}, input.NewScript(events), steps)
	if err != nil {
		t.Fatal(err)
	}
	var file bytes.Buffer
	if err := p.Write(&file); err != nil {
		t.Fatal(err)
	}
	b64 := base64.StdEncoding.EncodeToString(file.Bytes())
	eval[any](t, ctx, `griff.replay(Uint8Array.from(atob("`+b64+`"), c => c.charCodeAt(0)), 10)`)
	if err := waitFor(ctx, `griff.state() === "ended"`, 60*time.Second); err != nil {
		t.Fatalf("the replay did not end: %v (at step %v)", err, eval[float64](t, ctx, `griff.tick()`))
	}
	tick, got := eval[float64](t, ctx, `griff.tick()`), eval[string](t, ctx, `griff.fingerprint()`)
	if int(tick) != steps || got != p.Fingerprint {
		t.Errorf("the page's replay ended at step %v with fingerprint %s; amd64 recorded step %d, %s", tick, got, steps, p.Fingerprint)
	}
	msg := eval[string](t, ctx, `(() => { try { griff.replay(new Uint8Array([1,2,3])); return ""; } catch (e) { return String(e); } })()`)
	if !strings.HasPrefix(msg, "Error") {
		t.Errorf("griff.replay of a bad file threw %q, want an Error", msg)
	}
}

// TestBrowserStoreUnderNode runs hosting's tests of the browser's save store
// (hosting.BrowserStore, built for GOOS=js only) as wasm under Node.js, with a
// Web Storage object written in JavaScript. Building hosting's tests for wasm
// takes a minute or more, so it runs with GRIFF_CROSS_CHECK=1 (make test sets
// it), as the cross-architecture test does.
func TestBrowserStoreUnderNode(t *testing.T) {
	if os.Getenv("GRIFF_CROSS_CHECK") != "1" {
		t.Skip("builds hosting's tests for wasm: set GRIFF_CROSS_CHECK=1 (make test does)")
	}
	lookOrFail(t, "node")
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	runner := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "go_js_wasm_exec")
	args := append([]string{"test", "-count=1", "-exec", runner, "-run", "^TestBrowserStore"}, hosting.DeterministicGCFlags()...)
	cmd := exec.Command("go", append(args, "-v", "./hosting/")...)
	cmd.Dir = ".."
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0", "GOFLAGS=")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go test of hosting's browser store under Node.js: %v\n%s", err, out)
	}
	for _, name := range []string{"TestBrowserStore", "TestBrowserStoreBadInput"} {
		if !strings.Contains(string(out), "--- PASS: "+name+" ") {
			t.Errorf("%s did not pass under Node.js:\n%s", name, out)
		}
	}
}

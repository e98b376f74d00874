package tests

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/griffengine/griff/hosting/export"
)

// TestBrowserSaysWhyTheGameStopped exports a game folder whose scene file is
// cut short (an export does not load the game: the program finds the fault
// when it starts, in the browser), plays it in headless Chromium and checks
// that the page says why, not only the console: the program's error is
// listed in #griff-problems and #griff-message says the game stopped. It
// skips as TestBrowser does.
func TestBrowserSaysWhyTheGameStopped(t *testing.T) {
	chrome := browserPath()
	if chrome == "" {
		t.Skip("no Chromium: install it with scripts/deps.sh (Debian's chromium), or set CHROME_PATH to a Chrome or Chromium")
	}
	if testing.Short() {
		t.Skip("builds the wasm player and drives a browser: not in -short")
	}
	game := filepath.Join(t.TempDir(), "broken")
	files := map[string]string{
		"project.griff":    `{"name": "Broken", "startScene": "main", "window": {"width": 480, "height": 270}}`,
		"scenes/main.json": `{"format": 1, "entities": [{"id": 1, "components": {`,
	}
	for name, text := range files {
		p := filepath.Join(game, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(t.TempDir(), "web")
	if _, err := export.Web(game, out, export.Options{BrotliQuality: 1, Broken: true}); err != nil {
		t.Fatalf("exporting a game folder with a broken scene: %v", err)
	}
	srv := httptest.NewServer(export.Handler(out))
	defer srv.Close()
	ctx, cancel := browserContext(t, chrome)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(960, 540), chromedp.Navigate(srv.URL+"/")); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, `globalThis.griffPage !== undefined`, 120*time.Second); err != nil {
		t.Fatalf("the page never got ready to play: %v", err)
	}
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(480, 270)); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, `document.getElementById("griff-message").textContent !== ""`, 120*time.Second); err != nil {
		t.Fatalf("the game that cannot load left the page without a message: %v", err)
	}
	msg := eval[string](t, ctx, `document.getElementById("griff-message").textContent`)
	listed := eval[[]string](t, ctx, `[...document.querySelectorAll("#griff-problems .griff-problem")].map(e => e.textContent)`)
	if !strings.Contains(msg, "stopped") {
		t.Errorf("#griff-message says %q, want that the game stopped", msg)
	}
	if all := strings.Join(listed, "\n"); !strings.Contains(all, "scenes/main.json") || !strings.Contains(all, "not valid JSON") {
		t.Errorf("#griff-problems lists %q, want the program's error naming scenes/main.json", listed)
	}
}

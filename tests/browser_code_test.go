package tests

import (
	"bytes"
	"context"
	"image/color"
	"image/png"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/griffengine/griff/hosting/export"
	"github.com/griffengine/griff/hosting/gamebuild"
)

// exportSpinWeb exports the test game holding Go code (gamebuild's "spin": a
// yellow 20×20 square spinning at the centre of a 160×90 screen) for the web
// into a new folder and returns it.
func exportSpinWeb(t *testing.T) string {
	t.Helper()
	t.Setenv("GRIFF_CACHE", t.TempDir())
	game := filepath.Join(t.TempDir(), "spin")
	if err := os.CopyFS(game, os.DirFS("../hosting/gamebuild/testdata/spin")); err != nil {
		t.Fatal(err)
	}
	root, err := gamebuild.EngineRoot()
	if err != nil {
		t.Fatal(err)
	}
	if err := gamebuild.WriteModule(game, root); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "web")
	var log bytes.Buffer
	if _, err := export.Web(game, out, export.Options{Log: &log, BrotliQuality: 1}); err != nil {
		t.Fatalf("exporting the spin game for the web: %v\n%s", err, log.Bytes())
	}
	return out
}

// checkGameCode plays web, exportSpinWeb's export of a game folder holding
// Go code, in the browser of ctx (a second page load, reusing the browser): the
// game runs, its first frame shows the square (the 160×90 screen drawn at
// six times its size in the 960×540 viewport, so the centre pixel is the
// square's #ffcc00), and the page logs no error.
func checkGameCode(t *testing.T, ctx context.Context, log *browserLog, web string) {
	srv := httptest.NewServer(export.Handler(web))
	defer srv.Close()
	before := len(log.all())
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/")); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, `globalThis.griffPage !== undefined`, 120*time.Second); err != nil {
		t.Fatalf("the page never got ready to play: %v (console: %q)", err, log.all()[before:])
	}
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(480, 270)); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, `globalThis.griff !== undefined && griff.state() !== "loading"`, 120*time.Second); err != nil {
		t.Fatalf("the page never drew a frame: %v (console: %q, message: %q)", err, log.all()[before:],
			eval[string](t, ctx, `document.getElementById("griff-message").textContent`))
	}
	if state := eval[string](t, ctx, `griff.state()`); state != "running" {
		t.Errorf("griff.state() = %q, want running; problems: %q", state, eval[[]string](t, ctx, `griff.problems()`))
	}
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	want := color.RGBA{0xff, 0xcc, 0x00, 0xff}
	if got := color.RGBAModel.Convert(img.At(b.Min.X+480, b.Min.Y+270)).(color.RGBA); got != want {
		t.Errorf("the canvas's centre is %v, want the square's %v; screenshot: %s", got, want, keepShot(shot))
	}
	if errs := log.all()[before:]; len(errs) > 0 {
		t.Errorf("the page logged errors:\n%s", strings.Join(errs, "\n"))
	}
}

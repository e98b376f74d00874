package tests

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/griffengine/griff/hosting/gamebuild"
)

// A game folder holding Go code plays in the window through a window player
// built for it: the test game's spinning square is drawn at the centre of
// its 160×90 screen.
func TestWindowPlaysGameCode(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a game's window player with the Go toolchain")
	}
	bin := buildWindowPlayer(t, t.TempDir())
	t.Setenv("GRIFF_CACHE", t.TempDir())
	dir := filepath.Join(t.TempDir(), "spin")
	if err := os.CopyFS(dir, os.DirFS("../hosting/gamebuild/testdata/spin")); err != nil {
		t.Fatal(err)
	}
	root, err := gamebuild.EngineRoot()
	if err != nil {
		t.Fatal(err)
	}
	if err := gamebuild.WriteModule(dir, root); err != nil {
		t.Fatal(err)
	}
	img := windowScreenshot(t, bin, dir, 30)
	if got, want := img.Bounds().Size(), image.Pt(160, 90); got != want {
		t.Fatalf("screenshot is %v, want %v (the project's window)", got, want)
	}
	want := color.RGBA{0xff, 0xcc, 0x00, 0xff}
	if got := color.RGBAModel.Convert(img.At(80, 45)).(color.RGBA); got != want {
		t.Errorf("pixel (80,45) = %v, want the square's %v", got, want)
	}
}

// `--replay F --frames N --screenshot P` saves frame N of the replay: a
// recording of the built-in game with no input, replayed to frame 40, is the
// picture of 40 frames played with no input.
func TestWindowReplayScreenshot(t *testing.T) {
	dir := t.TempDir()
	bin := buildWindowPlayer(t, dir)
	rec := filepath.Join(dir, "run.playthrough")
	if out, err := exec.Command(bin, "--record", rec, "--frames", "90").CombinedOutput(); err != nil {
		t.Fatalf("recording: %v\n%s", err, out)
	}
	shot := filepath.Join(dir, "replay.png")
	out, err := exec.Command(bin, "--replay", rec, "--frames", "40", "--screenshot", shot).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "frames 40 screenshot "+shot) {
		t.Fatalf("--replay --frames 40 --screenshot: %v\n%s", err, out)
	}
	replayed, err := os.ReadFile(shot)
	if err != nil {
		t.Fatal(err)
	}
	got, err := png.Decode(bytes.NewReader(replayed))
	if err != nil {
		t.Fatalf("the replay's screenshot is not a PNG: %v", err)
	}
	played := windowScreenshot(t, bin, "", 40)
	if !samePixels(got, played) {
		t.Errorf("frame 40 of the replay differs from frame 40 played with no input")
	}
	if oneColour(got) {
		t.Errorf("the replay's frame is all one colour %v", got.At(0, 0))
	}
}

// samePixels reports whether a and b have the same bounds and pixels.
func samePixels(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if color.RGBAModel.Convert(a.At(x, y)) != color.RGBAModel.Convert(b.At(x, y)) {
				return false
			}
		}
	}
	return true
}

// A window --record is written when the player is ended by SIGTERM, and replays
// to the recorded state.
func TestWindowRecordOnSignal(t *testing.T) {
	dir := t.TempDir()
	bin := buildWindowPlayer(t, dir)
	rec := filepath.Join(dir, "session.playthrough")
	cmd := exec.Command(bin, "--record", rec)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(4 * time.Second) // let the window open and play (not an assertion)
	cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("the window player exited with %v after SIGTERM:\n%s", err, out.String())
		}
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("the window player still runs 20 s after SIGTERM:\n%s", out.String())
	}
	if !strings.Contains(out.String(), "recorded the session to "+rec) {
		t.Errorf("the player printed %q, want it to say it recorded the session", out.String())
	}
	check, err := exec.Command(bin, "--replay", rec, "--check").CombinedOutput()
	if err != nil || !strings.Contains(string(check), "the replay ends in the recorded state") {
		t.Errorf("--replay --check of the session: %v\n%s", err, check)
	}
}

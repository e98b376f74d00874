// Command compare measures Griff against plain Ebitengine, hand-tuned Ebitengine,
// Ark and raw cp in one run, cases interleaved over several rounds, and prints the
// ratio table of issue 20 with each row's target and PASS or FAIL. See README.md.
package main

import (
	"flag"
	"fmt"
	"image"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/griff/cputime"
)

var (
	rounds  = flag.Int("rounds", 7, "rounds; every case runs once in each, interleaved")
	sizes   = flag.String("sizes", "10000,100000", "sprite and entity counts, comma-separated")
	pyramid = flag.String("pyramid", "40,100", "pyramid rows (40: 820 boxes, 100: 5,050)")

	startupRounds = flag.Int("startup-rounds", 5, "start-up rounds; each runs the player's window program, then the plain window")
	onlyStartup   = flag.Bool("only-startup", false, "measure only the start-up rows (time to first frame, peak RSS)")
)

func main() {
	flag.Parse()
	ebiten.SetWindowSize(screenW, screenH)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetRunnableOnUnfocused(true)
	h := &harness{}
	if err := ebiten.RunGame(h); err != nil && err != ebiten.Termination {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if h.err != nil {
		fmt.Fprintln(os.Stderr, h.err)
		os.Exit(1)
	}
}

// harness runs every measurement inside its first Update, on Ebitengine's main
// thread, then ends the game.
type harness struct{ err error }

func (h *harness) Update() error {
	h.err = run()
	return ebiten.Termination
}
func (*harness) Draw(*ebiten.Image)         {}
func (*harness) Layout(int, int) (int, int) { return screenW, screenH }

func must(err error) {
	if err != nil {
		panic(err)
	}
}

func ebitenImages() string {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/hajimehoshi/ebiten/v2").Output()
	must(err)
	return strings.TrimSpace(string(out)) + "/examples/resources/images"
}

// cpu returns the process's CPU time (user+system, all threads) f takes, in ns.
func cpu(f func()) float64 {
	c0 := cputime.Nanos()
	f()
	return float64(cputime.Nanos() - c0)
}

// cpuWall returns the CPU and wall time f takes, in ns.
func cpuWall(f func()) (float64, float64) {
	t0, c0 := time.Now(), cputime.Nanos()
	f()
	return float64(cputime.Nanos() - c0), float64(time.Since(t0).Nanoseconds())
}

func parseInts(s string) []int {
	var out []int
	for f := range strings.SplitSeq(s, ",") {
		var n int
		if _, err := fmt.Sscan(strings.TrimSpace(f), &n); err == nil && n > 0 {
			out = append(out, n)
		}
	}
	return out
}

// noopHonoured draws an opaque sprite on a cleared image and reads it back: Mesa's
// no-op driver draws nothing, so the pixel stays clear.
func noopHonoured(ps *plainSprites) bool {
	img := ebiten.NewImage(64, 64)
	var op ebiten.DrawImageOptions
	img.DrawImage(ps.img, &op)
	px := make([]byte, 4)
	img.SubImage(image.Rect(4, 4, 5, 5)).(*ebiten.Image).ReadPixels(px)
	return px[3] == 0
}

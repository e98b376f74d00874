package main

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
	"strings"
	"syscall"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes"
)

// samples holds one value per round for each named measurement.
type samples map[string][]float64

func (s samples) add(key string, v float64) { s[key] = append(s[key], v) }

// sized is one size's sprite and join fixtures.
type sized struct {
	n    int
	gs   *griffSprites
	ps   *plainSprites
	join *scenes.Scene
	ark  *arkJoin
}

func run() error {
	dir := ebitenImages()
	if *onlyStartup {
		printTable(samples{}, nil, nil, nil, startup(dir, *startupRounds), false)
		return nil
	}
	ns := parseInts(*sizes)
	screen := ebiten.NewImage(screenW, screenH)
	px := make([]byte, 4)
	flushImg := screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	flush := func() { flushImg.ReadPixels(px) }

	// the heap first, while nothing else of the run is live or garbage
	heap := map[int][2]float64{}
	for _, n := range ns {
		heap[n] = [2]float64{
			heapPerEntity(n, func(n int) any { return griffJoin(n) }),
			heapPerEntity(n, func(n int) any { return newArkJoin(n) }),
		}
	}
	var fx []*sized
	for _, n := range ns {
		f := &sized{n: n, gs: newGriffSprites(dir, n), ps: newPlainSprites(dir, n), join: griffJoin(n), ark: newArkJoin(n)}
		// load the textures before timing
		must(f.gs.v.Draw(screen, &f.gs.l1))
		f.ps.drawImages(screen)
		f.ps.drawTriangles(screen)
		flush()
		fx = append(fx, f)
	}
	noop := len(fx) > 0 && noopHonoured(fx[0].ps)
	rows := parseInts(*pyramid)
	var gp []*griffPyramid
	var cps []*cpSpace
	for _, r := range rows {
		gp = append(gp, newGriffPyramid(r))
		cps = append(cps, &cpSpace{newCPPyramid(r)})
	}

	// A warm-up round, not recorded, then a collection: the first pass of
	// each case grows its buffers (Ebitengine's vertex buffers, the
	// renderers' lists; the heap went from 369 to 688 MB in it at 100k), and
	// the collection that growth brought (about 100 ms of the collector's
	// CPU) fell on whichever cases ran meanwhile, Griff's or an anchor's: in
	// the first of 3 rounds, Griff's 100k join took 249 ns/entity and Ark's
	// 31 (README.md).
	fmt.Fprintln(os.Stderr, "warm-up round")
	measureRound(samples{}, fx, gp, cps, rows, screen, flush)
	goruntime.GC()
	s := samples{}
	for round := range *rounds {
		fmt.Fprintf(os.Stderr, "round %d/%d\n", round+1, *rounds)
		measureRound(s, fx, gp, cps, rows, screen, flush)
	}
	st := startup(dir, *startupRounds)
	for _, f := range fx {
		// a check that the Griff cases draw what the anchors draw
		fmt.Printf("%d sprites: Griff's list has %d quads (1 worker) and %d (2 workers)\n", f.n, len(f.gs.l1.Quads), len(f.gs.l2.Quads))
	}
	printTable(s, ns, rows, heap, st, noop)
	return nil
}

// measureRound runs every case once into s: the sprite and join cases of
// each size, then the pyramids of rows.
func measureRound(s samples, fx []*sized, gp []*griffPyramid, cps []*cpSpace, rows []int, screen *ebiten.Image, flush func()) {
	for _, f := range fx {
		measureSprites(s, f, screen, flush)
		measureJoin(s, f)
	}
	for i, r := range rows {
		k := fmt.Sprint("/", r)
		cold := max(1, 4000/(r*(r+1)/2))
		s.add("physcold/griff"+k, steps(cold, gp[i].step))
		s.add("physcold/cp"+k, steps(cold, cps[i].step))
		// The judged rows: steps in a row, as a game steps its world, each
		// side's first half untimed (see README.md, "Physics").
		warm := max(4, 40000/(r*(r+1)/2))
		steps(warm, gp[i].step)
		s.add("phys/griff"+k, steps(warm, gp[i].step))
		steps(warm, cps[i].step)
		s.add("phys/cp"+k, steps(warm, cps[i].step))
	}
}

// steps runs step n times and returns the CPU time of one, ns.
func steps(n int, step func()) float64 {
	return cpu(func() { repeat(n, step) }) / float64(n)
}

// measureSprites runs one round of the sprite cases at f.n sprites: each case one
// frame, flushed to the GPU (a 1-pixel ReadPixels) outside the time.
func measureSprites(s samples, f *sized, screen *ebiten.Image, flush func()) {
	n, k := float64(f.n), fmt.Sprint("/", f.n)
	gs, ps := f.gs, f.ps
	step := cpu(gs.g.Step)
	s.add("frame/step"+k, step/n)
	build := cpu(func() { gs.r1.Build(gs.g, 1, &gs.l1) })
	submit := cpu(func() { must(gs.v.Draw(screen, &gs.l1)) })
	flush()
	s.add("frame/griff"+k, (step+build+submit)/n)
	s.add("frame/build"+k, build/n)
	b1, _ := frameBuilds(gs, gs.r1, &gs.l1, screen, flush)
	s.add("build1"+k, b1/n)
	// Griff's submit row is timed as its anchor below: max(1, 100,000/n) submits,
	// each flushed outside the time, averaged. Timed once, right after the
	// build, against the anchor's ten at 10k (warm after the first), the row
	// compared a cold submit with warm ones: 121 against 72 ns a sprite at 10k
	// in one run (87 against 81 at 100k, where both are one submit). The whole
	// frame row keeps the one submit after the build, as a frame has it.
	var again float64
	for range max(1, 100_000/f.n) {
		again += cpu(func() { must(gs.v.Draw(screen, &gs.l1)) })
		flush()
	}
	s.add("submit/griff"+k, again/n/float64(max(1, 100_000/f.n)))
	// The same build on 1 and 2 workers, wall time too, each timed over
	// frames in a row as build1 is (frameBuilds): timed as one build of
	// each after the submits, the 1-worker build read 25-48 ns a sprite at
	// 10k (the gap helper's runs) where build1 read 15-17, so the two rows
	// compared builds of unlike caches.
	c1, w1 := frameBuilds(gs, gs.r1, &gs.l1, screen, flush)
	c2, w2 := frameBuilds(gs, gs.r2, &gs.l2, screen, flush)
	s.add("build1cpu"+k, c1/n)
	s.add("build1wall"+k, w1/n)
	s.add("build2cpu"+k, c2/n)
	s.add("build2wall"+k, w2/n)

	s.add("frame/drawimage"+k, cpu(func() { ps.move(); ps.drawImages(screen) })/n)
	flush()
	s.add("frame/triangles"+k, cpu(func() { ps.move(); ps.drawTriangles(screen) })/n)
	flush()
	var ready float64
	for range max(1, 100_000/f.n) {
		ready += cpu(func() { ps.submitReady(screen) })
		flush()
	}
	s.add("submit/ebiten"+k, ready/n/float64(max(1, 100_000/f.n)))
	// The step row times reps steps in a row, as its anchor times reps passes
	// of the plain loop: one step alone (~100 µs at 10k) measured the caches
	// the previous cases left cold and whatever other threads (the collector,
	// the scavenger, the GL driver) ran meanwhile, 3 to 5 times the step's
	// own cost (README.md, "Step with a Mover").
	reps := max(1, 1_000_000/f.n)
	s.add("step/griff"+k, cpu(func() { repeat(reps, gs.g.Step) })/n/float64(reps))
	s.add("step/plain"+k, cpu(func() { repeat(reps, ps.move) })/n/float64(reps))
	s.add("quads/plain"+k, cpu(func() { repeat(reps, ps.writeQuads) })/n/float64(reps))
}

// frameBuilds runs 2×max(3, 100,000/n) more frames of gs in a row (step,
// build by r into l, submit, flush), as a running game does, and returns
// the mean CPU and wall time of the builds of the second half, ns: with
// gs.r1 (1 worker) the build1 row,
// a build of a game that has been running frames, each after the previous
// frame's submit and flush and its own step. The first half is not timed:
// builds right after the round's other cases read the scene from memory
// and take several frames to come down (below).
//
// Why: the build of the one frame above (frame/build, kept for the whole
// frame's row, whose anchors too draw one frame after the other cases)
// follows the other size's cases, the joins and the pyramids, not a frame.
// It took 36-46 ns a sprite at 10,000 (medians 38-42 over seven runs) where
// the same build of the same scene takes 14 in a loop of steps and builds
// (rendering's BuildMoversStepped_10k_Mover; this scene, newGriffSprites,
// timed so: 14.1-14.6) and 17-24 after 64 MiB written over the caches
// (BuildMoversCold_10k_Mover; this scene 19.5-20.1), with the same 262
// instructions a sprite and the same path (stillRun) in all (cachegrind,
// TestCountBuild here and in rendering). What differs is where the 4.3
// lines a sprite it reads and 1.5 it writes come from: with a last-level
// cache of 32 MiB standing for the machine's second and third levels, a
// build right after its step misses none of them there, one after 64 MiB
// written over 3.26 read and 1.52 written (the transform, which the step
// wrote, stays). Timed frame by frame after the round's frame, builds at
// 10,000 took 37, 35, 26, 22, 20, 18, 20, 16 ns a sprite (then 35, 25, 16,
// 15, ... and 41, 35, 26, 18, 17, 16, ... in the next rounds): the
// submits between do not keep them cold, the round's other work did; at
// 100,000 they stay 32-41 from the second on (the first after the round's
// other work: 35-88). Timed as plain builds in a row after the frame:
// 30-41, then 22-41, then 14-15. The two clocks read around a build cost
// 0.44 µs (cputime.Nanos: 217 ns a read), 0.04 ns a sprite at 10,000, and
// a build's wall time matched its CPU time (no other thread ran). The
// anchor (quads/plain) is timed in a row too.
func frameBuilds(gs *griffSprites, r *rendering.Renderer, l *drawlist.List, screen *ebiten.Image, flush func()) (cpuNs, wallNs float64) {
	frames := max(3, 100_000/gs.n)
	for i := range 2 * frames {
		gs.g.Step()
		c, w := cpuWall(func() { r.Build(gs.g, 1, l) })
		if i >= frames {
			cpuNs += c
			wallNs += w
		}
		must(gs.v.Draw(screen, l))
		flush()
	}
	return cpuNs / float64(frames), wallNs / float64(frames)
}

func repeat(n int, f func()) {
	for range n {
		f()
	}
}

// measureJoin runs one round of pos += vel: Griff's All+Get and Join and Ark's Query2, a few
// passes each.
func measureJoin(s samples, f *sized) {
	reps := max(1, 200_000/f.n)
	n, k := float64(f.n*reps), fmt.Sprint("/", f.n)
	s.add("join/griff"+k, cpu(func() {
		for range reps {
			griffJoinStep(f.join)
		}
	})/n)
	s.add("join/griffJoin"+k, cpu(func() {
		for range reps {
			griffJoin2Step(f.join)
		}
	})/n)
	s.add("join/ark"+k, cpu(func() {
		for range reps {
			f.ark.step()
		}
	})/n)
}

// startupResult holds, per round, the CPU time to the first frame and the peak
// RSS of each start-up process.
type startupResult struct {
	griffCPU, ebitenCPU []float64 // ns, one per round
	griffRSS, ebitenRSS []float64 // bytes, one per round
	// the file-backed and anonymous parts of the largest RSS read (rssSplit),
	// bytes, one per round: what the peak is made of
	griffFile, ebitenFile []float64
	griffAnon, ebitenAnon []float64
	err                   error
}

// startup builds the player's window program (cmd/griff-window: what cmd/griff-player
// runs as a child when it has a display, built here once so that the player's build
// of it is not counted) and plainwindow, then runs them as processes of their own,
// interleaved, rounds times (the player, then plainwindow, each round): the player
// with --frames 1 --window (one frame of the built-in game in the window, then
// exit), plainwindow drawing one image in its first frame, then exit. Neither
// saves its frame: both do the same job, a window's first frame, and a PNG that
// one of them encoded would be counted as start-up (the decision is in
// README.md). Each one's
// CPU time (user+system) is the kernel's account of the ended child (wait4's
// rusage, ProcessState.SysUsage); its peak RSS is VmHWM read from /proc while it
// runs (watchHWM). A single run swings by 20% on a busy machine; the table gives
// the median and range of the rounds.
func startup(dir string, rounds int) startupResult {
	var r startupResult
	if rounds <= 0 {
		return r // -startup-rounds 0: no start-up rows, nothing built
	}
	tmp, err := os.MkdirTemp("", "griff-compare")
	if err != nil {
		r.err = err
		return r
	}
	defer os.RemoveAll(tmp)
	player, plain, err := buildStartup(tmp)
	if err != nil {
		r.err = err
		return r
	}
	for round := range rounds {
		fmt.Fprintf(os.Stderr, "start-up round %d/%d\n", round+1, rounds)
		c, m, err := runChild(tmp, player, "--frames", "1", "--window")
		if err != nil {
			r.err = err
			return r
		}
		r.griffCPU, r.griffRSS = append(r.griffCPU, c), append(r.griffRSS, m.hwm)
		r.griffFile, r.griffAnon = append(r.griffFile, m.file), append(r.griffAnon, m.anon)
		if c, m, err = runChild(tmp, plain, filepath.Join(dir, imageName)); err != nil {
			r.err = err
			return r
		}
		r.ebitenCPU, r.ebitenRSS = append(r.ebitenCPU, c), append(r.ebitenRSS, m.hwm)
		r.ebitenFile, r.ebitenAnon = append(r.ebitenFile, m.file), append(r.ebitenAnon, m.anon)
	}
	return r
}

// buildStartup builds cmd/griff-window and plainwindow into tmp and returns their
// paths.
func buildStartup(tmp string) (player, plain string, err error) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/griffengine/griff").Output()
	if err != nil {
		return "", "", err
	}
	root := strings.TrimSpace(string(out))
	player, plain = filepath.Join(tmp, "griff-window"), filepath.Join(tmp, "plainwindow")
	for _, b := range [][]string{{player, "github.com/griffengine/griff/cmd/griff-window"}, {plain, "./plainwindow"}} {
		cmd := exec.Command("go", "build", "-o", b[0], b[1])
		if b[1] != "./plainwindow" {
			cmd.Dir = root // the engine's own module, with its go.sum
		}
		if out, err := cmd.CombinedOutput(); err != nil {
			return "", "", fmt.Errorf("go build %s: %v\n%s", b[1], err, out)
		}
	}
	return player, plain, nil
}

// runChild runs name with args in dir and returns its CPU time (ns, user+system)
// and its memory (rssSplit).
func runChild(dir, name string, args ...string) (float64, rssSplit, error) {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		return 0, rssSplit{}, err
	}
	hwm := watchHWM(cmd.Process.Pid)
	err := cmd.Wait()
	peak := <-hwm
	if err != nil {
		return 0, rssSplit{}, fmt.Errorf("%s: %v\n%s", name, err, out.Bytes())
	}
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	return float64(ru.Utime.Nano() + ru.Stime.Nano()), peak, nil
}

// rssSplit is a start-up process's memory, in bytes: its peak RSS (VmHWM),
// and the file-backed (RssFile: the program's own pages, the shared
// libraries') and anonymous (RssAnon plus RssShmem: the Go heap, stacks, the
// graphics driver's malloc) parts of the largest RSS (VmRSS) read. The parts
// add up to that RSS, which is at most the peak: /proc is read every 2 ms.
//
// Why the split: on this machine's kernel (6.18, ext4 with large folios) a
// file-backed page fault maps the whole page-cache folio, up to 2 MiB, so
// the program's file-backed RSS is most of its size on disk, whatever it
// touches, and it depends on how its file came into the page cache (as
// linked, griff-window's 28.7 MB of loaded segments were 26 to 29.5 MiB
// resident; a cp'd copy of it, 23.4), while its anonymous RSS is what the
// program itself allocates (2026-12-04, README.md).
type rssSplit struct{ hwm, file, anon float64 }

// watchHWM reads the peak RSS of process pid (VmHWM) and the parts of its
// largest RSS (rssSplit) from /proc every 2 ms until the process is gone,
// then sends the last values read. The rusage of an ended child is not used
// for this: Linux carries the parent's peak into ru_maxrss across the exec of
// a vfork'd child, so it reports the parent's size.
func watchHWM(pid int) <-chan rssSplit {
	ch := make(chan rssSplit, 1)
	go func() {
		var peak rssSplit
		var top float64
		path := fmt.Sprintf("/proc/%d/status", pid)
		for {
			b, err := os.ReadFile(path)
			if err != nil {
				break
			}
			hwm, ok := statusKB(b, "VmHWM:")
			if !ok {
				break // a zombie: its memory is gone
			}
			peak.hwm = max(peak.hwm, hwm)
			rss, _ := statusKB(b, "VmRSS:")
			if rss > top {
				top = rss
				anon, _ := statusKB(b, "RssAnon:")
				shmem, _ := statusKB(b, "RssShmem:")
				peak.file, _ = statusKB(b, "RssFile:")
				peak.anon = anon + shmem
			}
			time.Sleep(2 * time.Millisecond)
		}
		ch <- peak
	}()
	return ch
}

// statusKB returns the value of field (with its colon) of a /proc/PID/status
// file b, given there in kB, in bytes; false if b has no such field.
func statusKB(b []byte, field string) (float64, bool) {
	i := bytes.Index(b, []byte(field))
	if i < 0 {
		return 0, false
	}
	var kb float64
	fmt.Sscan(string(b[i+len(field):]), &kb)
	return kb * 1024, true
}

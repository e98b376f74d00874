package tests

import (
	"encoding/binary"
	"io/fs"
	"runtime/metrics"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"testing/fstest"
	"unicode/utf8"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	_ "github.com/griffengine/griff/modules/all"
	"github.com/griffengine/griff/runtime/lifetime"
)

// The folder fuzz plays a small platformer game folder with one of its data
// files replaced by the fuzzer's bytes, for fuzzSteps steps, and fails on a
// panic (in loading, making the game or a step), on an error that names
// nothing, or on a budget exceeded. Budgets are counted, never timed:
//
//   - entities alive after a step: those the start scene made, plus
//     lifetime.MaxSceneEntities (what spawners may add), plus the largest
//     prefab (the last spawn may cross the bound);
//   - entities made in one step (the scene's next id going up): the same
//     spawning bound plus the largest prefab;
//   - bytes read from the folder: 3 times its size (Load reads each data file
//     twice, once to parse and once for the content hash; each sound once);
//   - sample values decoded (hosting.LoadedGame.SamplesDecoded): fuzzSamples,
//     4,000,000, about 3 minutes of mono sound at 22,050 Hz, where the base
//     folder decodes 2,205 for its effect, 22,050 of music and a synthesized
//     blip;
//   - heap in use after any step, above what it was before loading: 512 MiB.
//
// The sound file is not mutated: decoding hostile sound files is
// audio/sound's fuzz targets' work; here a valid one is played by whatever the
// mutated scene asks.
const (
	fuzzSteps      = 60
	fuzzRate       = 22050 // the capture output's rate, frames per second: the WAV's, so nothing is resampled
	fuzzHeapBudget = 512 << 20
	fuzzSamples    = 4_000_000
)

// fuzzFolder is the folder before mutation: a level with a player walking
// right onto ground and platforms, a spawner of prefabs/drop.json (a body that
// lives 300 ms), a slime whose health and patrol come from tables/mobs.csv, an
// effect and music from assets/beep.wav, and a timer; prefabs/spark.json is a
// bare prefab for spawning seeds.
var fuzzFolder = map[string]string{
	"project.griff": `{
  "name": "Fuzz Run",
  "startScene": "main",
  "stepRate": 60,
  "seed": 3,
  "window": {"width": 320, "height": 180, "title": "Fuzz Run", "pixelArt": true},
  "physics": {"gravity": [0, 900]},
  "modules": ["platformer", "platformer-hud"]
}
`,
	"scenes/main.json": `{
  "format": 1,
  "nextId": 12,
  "entities": [
    {"id": 1, "name": "Camera", "transform": {"position": [160, 90]},
     "components": {"Griff.Camera": {"follow": 3}, "Griff.Listener": {}}},
    {"id": 2, "name": "Ground",
     "components": {"Griff.TilemapWalls": {"cellSize": [16, 16], "width": 8,
       "cells": [false, false, false, false, false, false, false, false,
                 false, false, false, false, true, true, false, false,
                 true, true, true, true, true, true, true, true]}}},
    {"id": 3, "name": "Player", "transform": {"position": [24, 8]},
     "components": {"Griff.Body": {"fixedRotation": true, "neverSleep": true},
       "Griff.Collider": {"shapes": [{"friction": -1, "size": [10, 14]}]},
       "Platformer.Health": {"max": 3}, "Platformer.Inventory": {"coins": 0},
       "Platformer.Player": {"acceleration": 1000, "jumpSpeed": 360, "maxFallSpeed": 420, "speed": 120}}},
    {"id": 4, "name": "Dropper", "transform": {"position": [64, 0]},
     "components": {"Griff.Spawner": {"prefab": "drop", "every": "100ms", "limit": 8}}},
    {"id": 5, "name": "Slime", "transform": {"position": [100, 20]},
     "components": {"Griff.Body": {"fixedRotation": true},
       "Griff.Collider": {"shapes": [{"size": [12, 10]}]},
       "Griff.FromTable": {"table": "mobs", "row": "slime"},
       "Platformer.Damage": {"amount": 1, "bounce": 260, "stompable": true},
       "Platformer.Health": {"max": 1},
       "Platformer.Patrol": {"direction": -1, "drop": 14, "reach": 9, "speed": 30}}},
    {"id": 6, "name": "Coin", "transform": {"position": [60, 24]},
     "components": {"Griff.Collider": {"shapes": [{"kind": "circle", "radius": 6, "sensor": true}]},
       "Platformer.Pickup": {"amount": 1, "kind": "coin"}}},
    {"id": 7, "name": "Beep", "components": {"Griff.SoundSource": {"sound": "assets/beep.wav", "playOnStart": true}}},
    {"id": 8, "name": "Music", "components": {"Griff.MusicPlayer": {"track": "assets/beep.wav", "loop": true}}},
    {"id": 9, "name": "Ticker", "components": {"Griff.Timer": {"duration": "250ms", "repeat": true},
       "Griff.SoundSource": {"sound": "synth:blip", "onTimer": true}}},
    {"id": 10, "name": "HUD", "children": [
      {"id": 11, "name": "CoinCount", "transform": {"position": [8, 8]},
       "components": {"Griff.Text": {"hud": true, "size": 8, "text": "Coins: 0"},
         "Platformer.CoinCounter": {"format": "Coins: %d"}}}]}
  ]
}
`,
	"prefabs/drop.json": `{
  "format": 1,
  "nextId": 3,
  "entities": [
    {"id": 1, "name": "Drop",
     "components": {"Griff.Body": {}, "Griff.Collider": {"shapes": [{"kind": "circle", "radius": 3}]},
       "Griff.Lifetime": {"remaining": "300ms"}},
     "children": [{"id": 2, "name": "Spark", "components": {"Griff.Lifetime": {"remaining": "100ms"}}}]}
  ]
}
`,
	"prefabs/spark.json": `{"format": 1, "nextId": 2, "entities": [{"id": 1, "name": "Spark", "components": {"Griff.Lifetime": {"remaining": "50ms"}}}]}
`,
	"tables/mobs.csv": `id,max:formula,speed:float,drop:int,kin:ref(mobs)
slime,1 + 1d2,30,14,bat
bat,kin.max * 2,45,0,slime
`,
}

// fuzzMutable lists the files the fuzzer's first argument chooses from.
var fuzzMutable = []string{"project.griff", "scenes/main.json", "prefabs/drop.json", "tables/mobs.csv"}

// The folders of shared/cases/unbounded-spawning, as mutations of fuzzFolder.
const (
	selfSpawningDrop = `{"format": 1, "nextId": 2, "entities": [{"id": 1, "name": "S", "components": {"Griff.Spawner": {"prefab": "drop", "every": "16ms"}}}]}`
	spawnerEvery1ns  = `{"format": 1, "nextId": 2, "entities": [{"id": 1, "name": "Root", "components": {"Griff.Spawner": {"prefab": "spark", "every": 1}}}]}`
)

// beepWAV is assets/beep.wav: 0.1 s of a mono 16-bit tone at 22,050 Hz.
func beepWAV() []byte {
	const rate, frames = 22050, 2205
	b := make([]byte, 44+2*frames)
	copy(b, "RIFF")
	binary.LittleEndian.PutUint32(b[4:], 36+2*frames)
	copy(b[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(b[16:], 16)
	binary.LittleEndian.PutUint16(b[20:], 1) // PCM
	binary.LittleEndian.PutUint16(b[22:], 1) // mono
	binary.LittleEndian.PutUint32(b[24:], rate)
	binary.LittleEndian.PutUint32(b[28:], 2*rate)
	binary.LittleEndian.PutUint16(b[32:], 2)
	binary.LittleEndian.PutUint16(b[34:], 16)
	copy(b[36:], "data")
	binary.LittleEndian.PutUint32(b[40:], 2*frames)
	for i := range frames {
		binary.LittleEndian.PutUint16(b[44+2*i:], uint16(int16(i%50*400-10000)))
	}
	return b
}

// mutatedFolder returns fuzzFolder with the file fuzzMutable[which%4] changed
// by data, and the folder's size in bytes. For which%8 < 4 data replaces the
// file; otherwise it overwrites the file from byte at (modulo the file's length
// plus one), growing it if data runs past its end, so most of the file stays
// well formed and the fuzzer explores values rather than syntax.
func mutatedFolder(which uint8, at uint16, data []byte) (fstest.MapFS, int64) {
	fsys := fstest.MapFS{"assets/beep.wav": {Data: beepWAV()}}
	for name, text := range fuzzFolder {
		fsys[name] = &fstest.MapFile{Data: []byte(text)}
	}
	name := fuzzMutable[int(which)%len(fuzzMutable)]
	if which%8 >= 4 {
		orig := fsys[name].Data
		i := int(at) % (len(orig) + 1)
		data = append(append(append([]byte(nil), orig[:i]...), data...), orig[min(i+len(data), len(orig)):]...)
	}
	fsys[name] = &fstest.MapFile{Data: data}
	var size int64
	for _, f := range fsys {
		size += int64(len(f.Data))
	}
	return fsys, size
}

// countingFS counts the bytes read from the files of an fs.FS.
type countingFS struct {
	fsys fs.FS
	n    atomic.Int64
}

func (c *countingFS) Open(name string) (fs.File, error) {
	f, err := c.fsys.Open(name)
	if err != nil {
		return nil, err
	}
	if d, ok := f.(fs.ReadDirFile); ok {
		return &countingDir{countingFile{f, &c.n}, d}, nil
	}
	return &countingFile{f, &c.n}, nil
}

type countingFile struct {
	fs.File
	n *atomic.Int64
}

func (f *countingFile) Read(b []byte) (int, error) {
	n, err := f.File.Read(b)
	f.n.Add(int64(n))
	return n, err
}

type countingDir struct {
	countingFile
	dir fs.ReadDirFile
}

func (d *countingDir) ReadDir(n int) ([]fs.DirEntry, error) { return d.dir.ReadDir(n) }

// folderWork is what playing a folder cost, counted.
type folderWork struct {
	loadErr, gameErr error
	steps            int
	peakEntities     int    // most entities alive after a step
	peakMade         int64  // most entities made in one step
	made             int64  // entities made in all the steps
	bytesRead        int64  // from the folder
	samples          int64  // sample values decoded
	heap             uint64 // most heap in use after a step, above the start
	problems         []string
}

// playFolder loads fsys and plays it for fuzzSteps steps with the player
// holding right and jumping, checking the budgets after each step; it fails t
// on a panic, a frame error or a budget exceeded.
func playFolder(t *testing.T, fsys fs.FS, size int64) folderWork {
	var w folderWork
	heap0 := heapInUse()
	cfs := &countingFS{fsys: fsys}
	lg, err := hosting.Load(cfs, "fuzz")
	if err != nil {
		w.loadErr = err
		if msg := err.Error(); !strings.Contains(msg, "fuzz") || !utf8.ValidString(msg) {
			t.Fatalf("Load's error names no file of the folder: %q", msg)
		}
		return w
	}
	events := []input.Event{{Tick: 1, Action: "right", Down: true, Value: 1},
		{Tick: 10, Action: "jump", Down: true, Value: 1}, {Tick: 20, Action: "jump"}}
	out := audio.NewCapture(fuzzRate)
	g, err := lg.NewGame(hosting.Options{Input: input.NewScript(events), Output: out})
	if err != nil {
		w.gameErr = err
		if err.Error() == "" {
			t.Fatal("NewGame failed with an empty error")
		}
		return w
	}
	budgetAlive, budgetMade := entityBudgets(lg, fsys, g.Scene().Len())
	loop := &hosting.Loop{Game: g}
	sc, next := g.Scene(), g.Scene().NextID()
	for w.steps = 1; w.steps <= fuzzSteps; w.steps++ {
		if _, err := loop.Frame(g.Clock().StepDuration()); err != nil {
			t.Fatalf("step %d: %v", w.steps, err)
		}
		if _, err := out.Pull(fuzzRate / 60); err != nil {
			t.Fatalf("step %d: pulling sound: %v", w.steps, err)
		}
		if g.Scene() != sc { // a scene change: count from the new scene's ids
			sc, next = g.Scene(), g.Scene().NextID()
		}
		madeNow := int64(sc.NextID() - next)
		next = sc.NextID()
		w.made += madeNow
		w.peakMade = max(w.peakMade, madeNow)
		w.peakEntities = max(w.peakEntities, sc.Len())
		if h := heapInUse(); h > heap0 {
			w.heap = max(w.heap, h-heap0)
		}
		w.bytesRead, w.samples = cfs.n.Load(), lg.SamplesDecoded()
		switch {
		case sc.Len() > budgetAlive:
			t.Fatalf("step %d: %d entities alive, budget %d", w.steps, sc.Len(), budgetAlive)
		case madeNow > budgetMade:
			t.Fatalf("step %d: %d entities made in one step, budget %d", w.steps, madeNow, budgetMade)
		case w.bytesRead > 3*size:
			t.Fatalf("step %d: %d bytes read from a folder of %d, budget 3 times its size", w.steps, w.bytesRead, size)
		case w.samples > fuzzSamples:
			t.Fatalf("step %d: %d sample values decoded, budget %d", w.steps, w.samples, fuzzSamples)
		case w.heap > fuzzHeapBudget:
			t.Fatalf("step %d: %d MiB of heap in use, budget %d MiB", w.steps, w.heap>>20, fuzzHeapBudget>>20)
		}
	}
	w.steps--
	for _, p := range g.Problems().List() {
		w.problems = append(w.problems, p.String())
	}
	return w
}

// heapInUse returns the bytes of heap objects, live or not yet swept, as
// runtime.MemStats.HeapAlloc does, without stopping the world.
func heapInUse() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// entityBudgets returns the most entities that may be alive after a step and
// made in one step, for a game whose start scene made start.
func entityBudgets(lg *hosting.LoadedGame, fsys fs.FS, start int) (alive int, made int64) {
	largest := 0
	names, _ := fs.Glob(fsys, "prefabs/*.json")
	for _, n := range names {
		if p := lg.Prefab(strings.TrimSuffix(strings.TrimPrefix(n, "prefabs/"), ".json")); p != nil {
			largest = max(largest, p.Len())
		}
	}
	return start + lifetime.MaxSceneEntities + largest, int64(lifetime.MaxSceneEntities + largest)
}

// TestFolderFuzzBase plays the unmutated folder and the spawning cases through
// the fuzz harness, checking what it counts.
func TestFolderFuzzBase(t *testing.T) {
	fsys, size := mutatedFolder(0, 0, []byte(fuzzFolder["project.griff"]))
	w := playFolder(t, fsys, size)
	if w.loadErr != nil || w.gameErr != nil || w.steps != fuzzSteps || len(w.problems) != 0 {
		t.Fatalf("the base folder: load %v, game %v, %d steps, problems %q", w.loadErr, w.gameErr, w.steps, w.problems)
	}
	// The dropper spawns every 100 ms up to 8: at steps 6, 12, ... 48, two
	// entities each (Drop and its Spark).
	if w.made != 16 {
		t.Errorf("the base folder made %d entities in %d steps, want 16 (8 drops of 2)", w.made, w.steps)
	}
	// Read: every data file twice (parse and content hash), the WAV once (the
	// effect; the music reads it once more).
	wav := int64(len(beepWAV()))
	if want := 2*(size-wav) + 2*wav; w.bytesRead != want {
		t.Errorf("read %d bytes, want %d (data files twice, the WAV once as effect and once as music)", w.bytesRead, want)
	}
	// The effect: 2,205 frames (mono, at the output's rate); the music
	// streams 1 s at its 22,050 Hz; the synthesized blip adds some.
	if least := int64(2205 + 22050); w.samples < least || w.samples > least+fuzzRate {
		t.Errorf("%d sample values decoded, want %d and at most one more second", w.samples, least)
	}
	t.Logf("base folder: %+v", w)

	// The unbounded-spawning cases play on within the budgets, each with a
	// warning about spawning. The spawning bounds are runtime/lifetime's: this
	// checks only that they hold and say so, whatever their values.
	for _, c := range []struct {
		name  string
		which uint8
		data  string
	}{
		// The prefab spawns itself every 16 ms: the count doubles each step.
		{"self-spawning-prefab", 2, selfSpawningDrop},
		// 16.7 million spawns owed a step.
		{"spawner-every-1ns", 1, spawnerEvery1ns},
	} {
		fsys, size := mutatedFolder(c.which, 0, []byte(c.data))
		w := playFolder(t, fsys, size)
		t.Logf("%s: made %d entities, at most %d alive and %d made in a step; heap %d MiB; problems %q",
			c.name, w.made, w.peakEntities, w.peakMade, w.heap>>20, w.problems)
		if w.loadErr != nil || w.gameErr != nil || w.steps != fuzzSteps {
			t.Fatalf("%s: load %v, game %v, %d steps", c.name, w.loadErr, w.gameErr, w.steps)
		}
		if w.made > fuzzSteps*lifetime.MaxSpawnsPerStep && c.which == 1 {
			t.Errorf("%s made %d entities in %d steps, more than %d a step", c.name, w.made, fuzzSteps, lifetime.MaxSpawnsPerStep)
		}
		if !slices.ContainsFunc(w.problems, func(p string) bool { return strings.Contains(strings.ToLower(p), "spawn") }) {
			t.Errorf("%s: no problem about spawning in %q", c.name, w.problems)
		}
	}
}

// FuzzGameFolder loads fuzzFolder with one data file replaced or overwritten in
// part by the fuzzer's bytes (see mutatedFolder) and plays it for 60 steps
// under the budgets above. The self-spawning prefab is not a seed: filling the scene to
// lifetime.MaxSceneEntities takes about 5 s, over the fuzzer's 10 s limit once
// instrumented on a loaded machine; TestFolderFuzzBase plays it.
func FuzzGameFolder(f *testing.F) {
	for i, name := range fuzzMutable {
		f.Add(uint8(i), uint16(0), []byte(fuzzFolder[name]))
	}
	f.Add(uint8(1), uint16(0), []byte(spawnerEvery1ns))
	f.Add(uint8(3), uint16(0), []byte("id,max:formula\nslime,max + 1\n"))
	f.Add(uint8(0), uint16(0), []byte(`{"name": "Fuzz Run", "startScene": "main", "stepRate": 1000, "modules": ["platformer"]}`))
	// Overwrites inside well-formed files, padded with spaces to the length of
	// what they overwrite: values the fuzzer can vary.
	for _, o := range []struct {
		which uint8
		find  string
		data  string
	}{
		{0, `"stepRate": 60`, `"stepRate":999`},
		{0, `"gravity": [0, 900]`, `"gravity":[0,1e308]`},
		{1, `"every": "100ms"`, `"every": 1      `},
		{1, `"size": [12, 10]`, `"size":[1e308,1]`},
		{1, `"duration": "250ms"`, `"duration": 0      `},
		{2, `"radius": 3`, `"radius":-3`},
		{3, `1 + 1d2`, `kin.max`},
		{3, `kin.max * 2`, `999d999999`},
	} {
		at := strings.Index(fuzzFolder[fuzzMutable[o.which]], o.find)
		if at < 0 || len(o.data) > len(o.find) {
			f.Fatalf("%s has no %q, or %q is longer", fuzzMutable[o.which], o.find, o.data)
		}
		f.Add(o.which+4, uint16(at), []byte(o.data+strings.Repeat(" ", len(o.find)-len(o.data))))
	}
	f.Fuzz(func(t *testing.T, which uint8, at uint16, data []byte) {
		fsys, size := mutatedFolder(which, at, data)
		playFolder(t, fsys, size)
	})
}

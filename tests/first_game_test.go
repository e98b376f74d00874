package tests

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
)

// The README's "Your first game in Go", followed step by step as a user
// would, from a fresh folder, with no display: the commands and the code
// come from README.md itself, so the README and this test cannot drift
// apart. It runs griff-player's default build (built once for the tests) in
// place of `go run ./cmd/griff-player`, and plays headless with the
// section's `--frames 600` where the section plays in a window.
//
// What each step must show:
//   - new: the folder holds the template's files and a go.mod naming the arc
//     generator, so `go mod tidy` and `go generate` work in it by hand,
//     offline, and leave the generated arc as it was; the game replays the
//     hello template's recorded walk (testdata/hello.playthrough) to its
//     recorded state.
//   - the speed: with no input nothing walks, so the state after 600 steps is
//     the same; the recorded walk ends elsewhere, and only the walker's
//     transform differs.
//   - the Spinner: the state gains the walker's Game.Spinner, and the walker's
//     transform changes from step 300 to step 600 with nobody at the keys (it
//     turns); nothing else changes.
//   - the countdown, edited without `go generate`: griff-player regenerates
//     countdown_arc.go (it now says "Hello!"), and a replay of the run before
//     the edit ends with the countdown's text elsewhere, and nothing else.
//
// Every run must exit 0 and print nothing on stderr but the player's build
// lines: no problem, no panic.
func TestFirstGameInGo(t *testing.T) {
	if testing.Short() {
		t.Skip("builds griff-player and a game's player with the Go toolchain")
	}
	sec := readmeSection(t, "## Your first game in Go")
	bin := buildDefaultPlayer(t)
	work := t.TempDir()
	env := append(noDisplay(), "GRIFF_CACHE="+filepath.Join(work, "cache"), "GOWORK=off", "GOPROXY=off")
	u := &firstGameUser{t: t, bin: bin, dir: work, env: env}
	cmds := sectionCommands(sec)
	want := []string{"new hello mygame", "mygame", "--frames 600 mygame"}
	if !slices.Equal(cmds, want) {
		t.Fatalf("the section's griff-player commands are %q, want %q (update this test with the README)", cmds, want)
	}
	game := filepath.Join(work, "mygame")

	// 1. Make the game; go generate and go mod tidy work in it offline.
	u.player(cmds[0])
	arcFile := filepath.Join(game, "countdown_arc.go")
	u.byHand(game, arcFile)
	walk := filepath.Join("..", "tests", "testdata", "hello.playthrough")
	walk, _ = filepath.Abs(walk)
	if out := u.player("--replay " + walk + " --check mygame"); !strings.Contains(out, "ends in the recorded state") {
		t.Errorf("the new game does not replay the hello template's walk: %s", out)
	}

	// 2. Play it.
	hashA := u.frames(cmds[2])
	stateA := u.record(600)

	// 3. Change the speed.
	speed := findLine(t, sec, "const DefaultSpeed = ")
	u.replaceLines(filepath.Join(game, "walker.go"), "const DefaultSpeed = 120", "const DefaultSpeed = 120", speed)
	if h := u.frames(cmds[2]); h != hashA {
		t.Errorf("after the speed change, with no input: hash %s, want %s as before (nothing walks)", h, hashA)
	}
	if diff := u.replayDiff(walk); !slices.Equal(diff, []string{"differs: Walker#2 transform"}) {
		t.Errorf("after the speed change the recorded walk ends with %q, want only the walker's transform to differ", diff)
	}

	// 4. Add a component.
	walker := filepath.Join(game, "walker.go")
	u.appendFile(walker, fencedBlock(t, sec, "go", "type Spinner struct"))
	u.insertAfter(walker, "g.AddStep(StepWalk", fencedBlock(t, sec, "go", "g.AddStep(StepSpin"))
	u.insertAfter(walker, "scenes.Register[Walker]", fencedBlock(t, sec, "go", "scenes.Register[Spinner]"))
	u.insertBefore(filepath.Join(game, "scenes", "main.json"), `"Game.Walker": {}`, fencedBlock(t, sec, "json", "Game.Spinner"))
	hashB := u.frames(cmds[2])
	if hashB == hashA {
		t.Errorf("with the spinner: hash %s, as without it", hashB)
	}
	stateB := u.record(600)
	if diff := runtime.DiffState(stateA, stateB, 0); !slices.Equal(diff, []string{"differs: Walker#2 transform", "extra:   Walker#2 Game.Spinner"}) {
		t.Errorf("the spinner changed %q, want the walker's transform and a Game.Spinner", diff)
	}
	if diff := runtime.DiffState(u.record(300), stateB, 0); !slices.Contains(diff, "differs: Walker#2 transform") {
		t.Errorf("from step 300 to 600 with no input: %q differ, want the walker's transform too (it turns)", diff)
	}
	before := filepath.Join(work, "spinner.playthrough")
	u.player("--record " + before + " --frames 600 mygame")

	// 5. Edit the countdown, without go generate.
	countdown := filepath.Join(game, "countdown.go")
	u.replaceLines(countdown, "for n := 10; n >= 0; n-- {", `c.show(g, "Go!")`, fencedBlock(t, sec, "go", "for n := 3"))
	hashC := u.frames(cmds[2])
	if !strings.Contains(u.read(arcFile), `"Hello!"`) {
		t.Errorf("griff-player did not regenerate countdown_arc.go from the edited countdown.go")
	}
	if diff := u.replayDiff(before); !slices.Contains(diff, "differs: Countdown#3 Griff.Text") || slices.Contains(diff, "differs: Walker#2 transform") {
		t.Errorf("after the countdown edit the run before it ends with %q, want the countdown's text to differ and the walker not", diff)
	}
	if hashC == hashB {
		t.Errorf("after the countdown edit: hash %s, as before it", hashC)
	}
}

// firstGameUser runs the commands of a user following the README in dir.
type firstGameUser struct {
	t   *testing.T
	bin string
	dir string
	env []string
}

// buildLine is what griff-player may print on stderr besides problems: that
// it regenerated an arc or builds the game's player.
var buildLine = regexp.MustCompile(`^griff-player: (arcgen wrote |building the headless player of )`)

// player runs griff-player with args (split at spaces) in u.dir and returns
// its stdout; it fails the test unless it exits 0 with nothing on stderr but
// build lines.
func (u *firstGameUser) player(args string) string {
	u.t.Helper()
	cmd := exec.Command(u.bin, strings.Fields(args)...)
	cmd.Dir, cmd.Env = u.dir, u.env
	var out, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errs
	if err := cmd.Run(); err != nil {
		u.t.Fatalf("griff-player %s: %v\n%s%s", args, err, out.String(), errs.String())
	}
	u.quiet("griff-player "+args, errs.String())
	return out.String()
}

// quiet fails the test if stderr holds a line other than a build line.
func (u *firstGameUser) quiet(what, stderr string) {
	u.t.Helper()
	for _, l := range strings.Split(strings.TrimSuffix(stderr, "\n"), "\n") {
		if l != "" && !buildLine.MatchString(l) {
			u.t.Errorf("%s printed on stderr: %s", what, l)
		}
	}
}

// frames runs griff-player with args, which play headless, and returns the
// state's hash it prints.
func (u *firstGameUser) frames(args string) string {
	u.t.Helper()
	out := u.player(args)
	m := regexp.MustCompile(`(?m)^steps \d+ hash ([0-9a-f]{64})$`).FindStringSubmatch(out)
	if m == nil {
		u.t.Fatalf("griff-player %s printed %q, want steps and a hash", args, out)
	}
	return m[1]
}

// record plays mygame for steps steps headless, recording, and returns the
// state it ended in.
func (u *firstGameUser) record(steps int) []runtime.StatePart {
	u.t.Helper()
	file := filepath.Join(u.dir, "run.playthrough")
	u.player("--record " + file + " --frames " + strconv.Itoa(steps) + " mygame")
	f, err := os.Open(file)
	if err != nil {
		u.t.Fatal(err)
	}
	defer f.Close()
	p, err := hosting.ReadPlaythrough(file, f)
	if err != nil {
		u.t.Fatal(err)
	}
	return p.State
}

// replayDiff replays the playthrough file into mygame with --check, which
// must fail, and returns the parts of the state it names as differing.
func (u *firstGameUser) replayDiff(file string) []string {
	u.t.Helper()
	cmd := exec.Command(u.bin, "--replay", file, "--check", "mygame")
	cmd.Dir, cmd.Env = u.dir, u.env
	out, err := cmd.CombinedOutput()
	if err == nil {
		u.t.Fatalf("griff-player --replay %s --check mygame passed; want another end state:\n%s", file, out)
	}
	var diff []string
	for _, l := range strings.Split(string(out), "\n") {
		if l = strings.TrimSpace(l); strings.HasPrefix(l, "differs: ") || strings.HasPrefix(l, "missing: ") || strings.HasPrefix(l, "extra: ") {
			diff = append(diff, l)
		}
	}
	noStackTrace(u.t, "griff-player --replay", string(out))
	return diff
}

// byHand checks the new game's go.mod names the arc generator as a tool and
// runs `go mod tidy` and `go generate` in it, offline, which must leave the
// generated arc file as it was.
func (u *firstGameUser) byHand(game, arcFile string) {
	u.t.Helper()
	if mod, err := os.ReadFile(filepath.Join(game, "go.mod")); err != nil || !bytes.Contains(mod, []byte("\ntool github.com/griffengine/griff/cmd/arcgen\n")) {
		u.t.Fatalf("mygame/go.mod (%v) names no arc generator tool:\n%s", err, mod)
	}
	generated := u.read(arcFile)
	u.goCommand(game, "mod", "tidy")
	u.goCommand(game, "generate")
	if u.read(arcFile) != generated {
		u.t.Errorf("go generate in a new game changed countdown_arc.go")
	}
}

// goCommand runs the go command with args in dir, offline.
func (u *firstGameUser) goCommand(dir string, args ...string) {
	u.t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir, cmd.Env = dir, u.env
	if out, err := cmd.CombinedOutput(); err != nil {
		u.t.Fatalf("go %s in %s: %v\n%s", strings.Join(args, " "), dir, err, out)
	}
}

func (u *firstGameUser) read(path string) string {
	u.t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		u.t.Fatal(err)
	}
	return string(data)
}

func (u *firstGameUser) write(path, s string) {
	u.t.Helper()
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		u.t.Fatal(err)
	}
}

// appendFile adds text to the end of the file, after a blank line.
func (u *firstGameUser) appendFile(path, text string) {
	u.write(path, u.read(path)+"\n"+text)
}

// lineIndex returns the index of the first of lines holding s, failing the
// test if none does (the template no longer matches the README).
func (u *firstGameUser) lineIndex(path string, lines []string, s string, from int) int {
	u.t.Helper()
	for i := from; i < len(lines); i++ {
		if strings.Contains(lines[i], s) {
			return i
		}
	}
	u.t.Fatalf("%s has no line holding %q, which the README's section edits", path, s)
	return 0
}

// insertAfter puts text after the first line of the file holding anchor.
func (u *firstGameUser) insertAfter(path, anchor, text string) {
	u.t.Helper()
	lines := strings.Split(u.read(path), "\n")
	i := u.lineIndex(path, lines, anchor, 0)
	u.write(path, strings.Join(slices.Insert(lines, i+1, strings.TrimSuffix(text, "\n")), "\n"))
}

// insertBefore puts text before the first line of the file holding anchor.
func (u *firstGameUser) insertBefore(path, anchor, text string) {
	u.t.Helper()
	lines := strings.Split(u.read(path), "\n")
	i := u.lineIndex(path, lines, anchor, 0)
	u.write(path, strings.Join(slices.Insert(lines, i, strings.TrimSuffix(text, "\n")), "\n"))
}

// replaceLines replaces the lines of the file from the first holding first to
// the next holding last (both included) with text.
func (u *firstGameUser) replaceLines(path, first, last, text string) {
	u.t.Helper()
	lines := strings.Split(u.read(path), "\n")
	i := u.lineIndex(path, lines, first, 0)
	j := u.lineIndex(path, lines, last, i)
	u.write(path, strings.Join(slices.Replace(lines, i, j+1, strings.TrimSuffix(text, "\n")), "\n"))
}

// readmeSection returns the section of ../README.md that starts with the
// heading line, up to the next second-level heading.
func readmeSection(t *testing.T, heading string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	i := strings.Index(s, "\n"+heading+"\n")
	if i < 0 {
		t.Fatalf("README.md has no section %q", heading)
	}
	s = s[i+1:]
	if j := strings.Index(s[len(heading):], "\n## "); j >= 0 {
		s = s[:len(heading)+j+1]
	}
	return s
}

// sectionCommands returns the arguments of each griff-player command in the
// section's indented code blocks ("go run ./cmd/griff-player ARGS").
func sectionCommands(sec string) []string {
	const prefix = "go run ./cmd/griff-player "
	var out []string
	for _, l := range strings.Split(sec, "\n") {
		if strings.HasPrefix(l, "    ") && strings.HasPrefix(strings.TrimSpace(l), prefix) {
			out = append(out, strings.TrimPrefix(strings.TrimSpace(l), prefix))
		}
	}
	return out
}

// findLine returns the first line of the section whose text (without its
// indent) starts with prefix, without its indent.
func findLine(t *testing.T, sec, prefix string) string {
	t.Helper()
	for _, l := range strings.Split(sec, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), prefix) {
			return strings.TrimSpace(l)
		}
	}
	t.Fatalf("the README's section has no line starting %q", prefix)
	return ""
}

// fencedBlock returns the body of the section's first fenced code block in
// language lang that holds s, with the list item's indent (that of the
// opening fence) taken off each line.
func fencedBlock(t *testing.T, sec, lang, s string) string {
	t.Helper()
	lines := strings.Split(sec, "\n")
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if strings.TrimSpace(l) != "```"+lang {
			continue
		}
		indent := l[:len(l)-len(strings.TrimLeft(l, " "))]
		var body []string
		for i++; i < len(lines) && strings.TrimSpace(lines[i]) != "```"; i++ {
			body = append(body, strings.TrimPrefix(lines[i], indent))
		}
		if b := strings.Join(body, "\n") + "\n"; strings.Contains(b, s) {
			return b
		}
	}
	t.Fatalf("the README's section has no %s block holding %q", lang, s)
	return ""
}

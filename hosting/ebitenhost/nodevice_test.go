package ebitenhost

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	goruntime "runtime"
	"strings"
	"testing"
	"testing/fstest"
)

// noSoundDevice finds no device only when the kernel lists no card, /dev/snd has
// no PCM device and no sound server's socket is there.
func TestNoSoundDevice(t *testing.T) {
	none := &fstest.MapFile{Data: []byte("--- no soundcards ---\n")}
	card := &fstest.MapFile{Data: []byte(" 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n                      HDA Intel PCH at 0xf7f10000 irq 32\n")}
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	noEnv := env(nil)
	for _, c := range []struct {
		name string
		fs   fstest.MapFS
		env  func(string) string
		none bool
	}{
		{"no /proc/asound at all (a container)", fstest.MapFS{}, noEnv, true},
		{"no soundcards", fstest.MapFS{"proc/asound/cards": none}, noEnv, true},
		{"empty cards file", fstest.MapFS{"proc/asound/cards": {}}, noEnv, true},
		{"a card", fstest.MapFS{"proc/asound/cards": card}, noEnv, false},
		{"a PCM device", fstest.MapFS{"proc/asound/cards": none, "dev/snd/pcmC0D0p": {}}, noEnv, false},
		{"only a control device", fstest.MapFS{"dev/snd/controlC0": {}, "dev/snd/timer": {}}, noEnv, true},
		{"PULSE_SERVER", fstest.MapFS{}, env(map[string]string{"PULSE_SERVER": "tcp:host"}), false},
		{"PipeWire socket", fstest.MapFS{"run/user/1000/pipewire-0": {}}, env(map[string]string{"XDG_RUNTIME_DIR": "/run/user/1000"}), false},
		{"PulseAudio socket", fstest.MapFS{"run/user/1000/pulse/native": {}}, env(map[string]string{"XDG_RUNTIME_DIR": "/run/user/1000/"}), false},
		{"runtime dir without a server", fstest.MapFS{"run/user/1000/bus": {}}, env(map[string]string{"XDG_RUNTIME_DIR": "/run/user/1000"}), true},
		{"system-wide PulseAudio", fstest.MapFS{"run/pulse/native": {}}, noEnv, false},
	} {
		why, got := noSoundDevice(c.fs, c.env)
		if got != c.none {
			t.Errorf("%s: noSoundDevice = %v (%q), want %v", c.name, got, why, c.none)
		}
		if got && why == "" {
			t.Errorf("%s: no device and no reason given", c.name)
		}
	}
}

// On a Linux machine without a sound device, NewSoundOutput fails with
// ErrNoSoundDevice and writes nothing to stderr (libasound is never called). The
// test runs NewSoundOutput in a child process, which keeps oto's one context per
// process out of this one; it is skipped on a machine with a device.
func TestNoSoundDeviceQuiet(t *testing.T) {
	const env = "GRIFF_EBITENHOST_SOUNDPROBE"
	if os.Getenv(env) != "" {
		_, err := NewSoundOutput(0)
		fmt.Println("error:", err, errors.Is(err, ErrNoSoundDevice))
		return
	}
	if goruntime.GOOS != "linux" {
		t.Skip("the probe is for Linux")
	}
	if _, none := noSoundDevice(os.DirFS("/"), os.Getenv); !none {
		t.Skip("this machine has a sound device or server")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestNoSoundDeviceQuiet$")
	cmd.Env = append(os.Environ(), env+"=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("the child failed: %v\n%s%s", err, out, stderr.Bytes())
	}
	if !strings.Contains(string(out), "no sound device") || !strings.Contains(string(out), " true") {
		t.Errorf("NewSoundOutput said %q, want an error wrapping ErrNoSoundDevice", out)
	}
	if stderr.Len() != 0 {
		t.Errorf("NewSoundOutput wrote to stderr:\n%s", stderr.Bytes())
	}
}

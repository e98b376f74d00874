package transport_test

import (
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/net/transport"
)

func TestParseConditions(t *testing.T) {
	c, err := transport.ParseConditions(" latency=100ms, jitter=20ms,loss=0.1,duplicate=0.01,reorder=0.05,bandwidth=64000,")
	want := transport.Conditions{Latency: 100 * time.Millisecond, Jitter: 20 * time.Millisecond, Loss: 0.1,
		Duplicate: 0.01, Reorder: 0.05, Bandwidth: 64000}
	if err != nil || c != want {
		t.Errorf("ParseConditions = %+v, %v; want %+v", c, err, want)
	}
	if c, err := transport.ParseConditions(""); err != nil || c != (transport.Conditions{}) {
		t.Errorf("ParseConditions(\"\") = %+v, %v; want a perfect network", c, err)
	}
	for _, bad := range []string{"latency", "lag=1s", "loss=1.5", "loss=NaN", "jitter=-1ms", "latency=2m", "bandwidth=-1", "bandwidth=1.5"} {
		if _, err := transport.ParseConditions(bad); err == nil || !strings.Contains(err.Error(), bad) {
			t.Errorf("ParseConditions(%q) = %v, want an error naming it", bad, err)
		}
	}
}

// FuzzParseConditions: any text gives conditions in range or an error.
func FuzzParseConditions(f *testing.F) {
	f.Add("latency=100ms,jitter=20ms,loss=0.1")
	f.Add("bandwidth=1000,reorder=1,duplicate=0")
	f.Fuzz(func(t *testing.T, s string) {
		c, err := transport.ParseConditions(s)
		if err == nil && (c.Latency < 0 || c.Jitter < 0 || c.Bandwidth < 0 || !(c.Loss >= 0 && c.Loss <= 1) ||
			!(c.Duplicate >= 0 && c.Duplicate <= 1) || !(c.Reorder >= 0 && c.Reorder <= 1)) {
			t.Fatalf("%q read as %+v", s, c)
		}
	})
}

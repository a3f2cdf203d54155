//! The CPU time of the calling thread, for benches on a shared machine.

/// The CPU time the calling thread has used, in clock ticks (Linux's
/// `/proc/thread-self/stat`; 0 elsewhere). Unlike the wall-clock time, it
/// does not grow while other processes hold the cores.
pub fn thread_cpu_ticks() -> u64 {
    let Ok(stat) = std::fs::read_to_string("/proc/thread-self/stat") else {
        return 0;
    };
    // The fields after the command's closing parenthesis; utime and stime
    // are the 14th and 15th of the whole line.
    let rest = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<u64> = rest
        .split_whitespace()
        .skip(11)
        .take(2)
        .filter_map(|f| f.parse().ok())
        .collect();
    fields.iter().sum()
}

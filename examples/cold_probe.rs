fn main() {
    let t = std::time::Instant::now();
    oxo_ai::solver::best_move(oxo_ai::Position::EMPTY);
    let a = t.elapsed();
    let t = std::time::Instant::now();
    let e = oxo_ai::strategy::Expert::best_move(oxo_ai::Position::EMPTY);
    let b = t.elapsed();
    println!("solver {a:?} expert {e:?} {b:?}");
}
